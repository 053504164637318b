import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = resolve(import.meta.dirname, '../bin/marshal.js');
const golden = resolve(import.meta.dirname, '../../../fixtures/roll-log-demo.jsonl');

/** The `marshal` bin (what `npx marshal` runs) works from any directory, with exit codes a script can use. */
describe('apps/cli/bin/marshal.js', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: tmpdir(), encoding: 'utf8', timeout: 60_000 });

  it('runs a command through tsx from outside the repository', () => {
    const r = run('odds', '2d6', '--at-least', '8', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ successes: '15', outcomes: '36' });
  });

  it('exits 0 for a genuine record and 2 with a one-line message for bad input', () => {
    expect(run('verify', golden).status).toBe(0);
    const bad = run('roll', 'two dice');
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe('marshal: "two dice" is not dice notation; write NdM±K, e.g. 2d6 or 1d6-1');
  });
});
