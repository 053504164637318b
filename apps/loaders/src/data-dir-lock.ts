import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MarshalError } from '@marshal/core/errors';

/** One process per PGlite data directory: a second server on the same files would corrupt them. */

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Refuse a directory whose lock a live process holds (the lock file names its process). */
function refuseIfHeld(dir: string, file: string): void {
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  const message = `another Marshal server (process ${pid}) is using the data directory ${dir}; stop it or choose another --data-dir`;
  throw new MarshalError('data-dir-locked', message, { file });
}

/**
 * Throw `data-dir-locked` when another live process holds the directory's lock, without taking it: `marshal serve`
 * asks before it opens its port, so a second server on the same files fails before it listens (the server takes the
 * lock itself moments later).
 */
export function checkDataDirFree(dir: string): void {
  const file = join(dir, 'marshal.lock');
  if (existsSync(file)) refuseIfHeld(dir, file);
}

/** Take the directory's lock (stale locks of dead processes are taken over); returns the release function. */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'marshal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      refuseIfHeld(dir, file);
      rmSync(file, { force: true });
    }
  }
  throw new MarshalError('data-dir-locked', `could not lock the data directory ${dir}`, { file });
}
