import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * package.json's version, found by walking up from this file: the same from the sources
 * (src/server/...) and from a compiled release (whatever folder it is built into).
 */
export function appVersion(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    try {
      const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: unknown };
      if (typeof version === 'string') return version;
    } catch {
      // No package.json here (or not one with a version): look in the parent folder.
    }
    if (dirname(dir) === dir) return 'unknown';
  }
}
