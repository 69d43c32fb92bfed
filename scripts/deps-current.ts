/**
 * Stand-in for `npm audit --omit=dev` where the registry's advisory endpoint cannot be reached:
 * lists every installed runtime package (direct and transitive) and asks the registry whether a
 * newer release of the same major exists (security fixes ship as minor or patch releases) or
 * whether the installed version is deprecated. It does not know advisories; it shows how far the
 * runtime tree is from the newest fixes, and which package holds each one back (usually a parent
 * that pins an exact or tilde range). Exit code 1 only when an installed version is deprecated.
 *
 *   npm run deps:current
 */
import { execFileSync } from 'node:child_process';

type Tree = { version?: string; dependencies?: Record<string, Tree> };
type Packument = { versions: Record<string, { deprecated?: string }> };

const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim().replace(/\/$/, '');
const tree = JSON.parse(
  execFileSync('npm', ['ls', '--omit=dev', '--all', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
) as Tree;

const installed = new Map<string, Set<string>>();
const requiredBy = new Map<string, Set<string>>();
(function walk(node: Tree, parent: string) {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    if (!child.version) continue;
    installed.set(name, (installed.get(name) ?? new Set()).add(child.version));
    const key = `${name}@${child.version}`;
    requiredBy.set(key, (requiredBy.get(key) ?? new Set()).add(parent));
    walk(child, key);
  }
})(tree, 'package.json');

/** [major, minor, patch] of a plain release; null for prereleases and anything odd. */
function release(version: string): [number, number, number] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}
const newer = (a: [number, number, number], b: [number, number, number]) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];

/** The newest plain release sharing the installed version's major (and minor, for 0.x). */
function newestInLine(versions: string[], current: string): string | null {
  const cur = release(current);
  if (!cur) return null;
  let best = cur;
  for (const v of versions) {
    const r = release(v);
    if (!r || r[0] !== cur[0] || (cur[0] === 0 && r[1] !== cur[1])) continue;
    if (newer(r, best)) best = r;
  }
  return best === cur ? null : best.join('.');
}

async function packument(name: string): Promise<Packument> {
  const url = `${registry}/${name.replace('/', '%2F')}`;
  const res = await fetch(url, { headers: { accept: 'application/vnd.npm.install-v1+json' } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as Packument;
}

const findings: string[] = [];
let deprecatedCount = 0;
const by = (name: string, version: string) => [...(requiredBy.get(`${name}@${version}`) ?? [])].join(', ');
const names = [...installed.keys()].sort();
for (let i = 0; i < names.length; i += 16) {
  await Promise.all(
    names.slice(i, i + 16).map(async (name) => {
      const doc = await packument(name);
      for (const version of installed.get(name) ?? []) {
        const deprecated = doc.versions[version]?.deprecated;
        if (deprecated) {
          deprecatedCount++;
          findings.push(`${name}@${version} is deprecated: ${deprecated} (required by ${by(name, version)})`);
        }
        const latest = newestInLine(Object.keys(doc.versions), version);
        if (latest)
          findings.push(`${name}@${version} is behind ${latest} in its line (required by ${by(name, version)})`);
      }
    }),
  );
}

const count = [...installed.values()].reduce((n, s) => n + s.size, 0);
console.log(`${count} runtime package versions (${names.length} packages) checked against ${registry}`);
for (const line of findings.sort()) console.log(`  ${line}`);
console.log(
  findings.length ? `${findings.length} finding(s)` : 'all at the newest release of their line, none deprecated',
);
process.exitCode = deprecatedCount ? 1 : 0;
