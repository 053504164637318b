import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDataDirFree, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'marshal-lock-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('checking a data directory before `marshal serve` opens its port', () => {
  it('refuses a directory another live process holds, naming it, and leaves its lock alone', () => {
    writeFileSync(join(dir, 'marshal.lock'), String(process.ppid));
    expect(() => checkDataDirFree(dir)).toThrow(`another Marshal server (process ${process.ppid}) is using the data directory ${dir}`);
    expect(readFileSync(join(dir, 'marshal.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it("lets a free directory, or one with a dead process's stale lock, through without taking the lock", () => {
    expect(() => checkDataDirFree(dir)).not.toThrow();
    expect(existsSync(join(dir, 'marshal.lock'))).toBe(false);
    writeFileSync(join(dir, 'marshal.lock'), '2147483646');
    expect(() => checkDataDirFree(dir)).not.toThrow();
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'marshal.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
