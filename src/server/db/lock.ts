import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {}

/** Locks this process holds: a lock file naming our own pid is stale unless it is in here. */
const heldByUs = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps no lock of its own on its folder, and two processes writing one folder corrupt it.
 * This takes an exclusive lock file holding our pid; a lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function acquireDirectoryLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByUs.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByUs.delete(lockPath);
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      const held = holder === process.pid ? heldByUs.has(lockPath) : Number.isInteger(holder) && isAlive(holder);
      if (held) {
        throw new DataDirLockedError(
          `The data folder is in use by another process (pid ${holder}): ${lockPath}. ` +
            'Stop that process, or set DATA_DIR to another folder.',
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder: ${lockPath}`);
}
