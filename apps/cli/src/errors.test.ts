import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MarshalError, asParserError } from '@marshal/core';
import { debugFlags, reportError } from './lib/report-error';

const bin = resolve(import.meta.dirname, '../bin/marshal.js');
const DATA = resolve(import.meta.dirname, '../../../data/megamek');
const dir = mkdtempSync(join(tmpdir(), 'marshal-bad-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const capture = (error: unknown, verbose = false) => {
  const lines: string[] = [];
  const code = reportError(error, { verbose, write: (l) => lines.push(...l.split('\n')) });
  return { code, lines };
};

describe('reportError', () => {
  it('prints a MarshalError as one line with its place and exits 2', () => {
    const r = capture(new MarshalError('board-size', 'size must be two positive whole numbers', { file: 'a.board', line: 3, field: 'size' }));
    expect(r).toEqual({ code: 2, lines: ['marshal: a.board:3, field size: size must be two positive whole numbers'] });
  });
  it('prints control characters from a file as "?"', () => {
    expect(capture(new MarshalError('x', 'unrecognised line "\u001b[2Jhi\r"', { file: 'a', line: 1 })).lines).toEqual([
      'marshal: a:1: unrecognised line "?[2Jhi?"',
    ]);
  });
  it('prints an unexpected error as one line and a hint to report it, with the stack only when asked', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading '0')");
    const quiet = capture(bug);
    expect(quiet.code).toBe(70);
    expect(quiet.lines).toEqual([
      "marshal: unexpected error: TypeError: Cannot read properties of undefined (reading '0')",
      'marshal: this is a bug in Marshal; please report it with the command you ran (add --verbose or set MARSHAL_DEBUG=1 to see the stack trace)',
    ]);
    const loud = capture(bug, true);
    expect(loud.lines.length).toBeGreaterThan(3);
    expect(loud.lines.some((l) => /^\s+at /.test(l))).toBe(true);
    expect(capture(asParserError(new RangeError('Invalid array length'), { file: 'x.board' })).code).toBe(70);
  });
  it('takes --verbose out of the arguments (but leaves it to `serve`) and reads MARSHAL_DEBUG', () => {
    expect(debugFlags(['node', 'marshal', 'map', 'show', 'x', '--verbose'], {})).toEqual({ verbose: true, argv: ['node', 'marshal', 'map', 'show', 'x'] });
    expect(debugFlags(['node', 'marshal', 'serve', '--verbose'], {}).argv).toContain('--verbose');
    expect(debugFlags(['node', 'marshal', 'roll', '2d6'], { MARSHAL_DEBUG: '1' }).verbose).toBe(true);
    expect(debugFlags(['node', 'marshal', 'roll', '2d6'], {}).verbose).toBe(false);
  });
});

/** Corrupted files through the real `marshal` bin: one line naming file and line on stderr, exit 2, no stack trace. */
describe('marshal with a corrupted board or unit file', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  const expectOneLine = (r: ReturnType<typeof run>, pattern: RegExp) => {
    expect(r.status).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  };

  it('a board with a 6000×6000 size line', () => {
    const board = readFileSync(join(DATA, 'boards/Beginner Box/16x17 Grassland 1.board'), 'utf8').replace(/^size 16 17$/m, 'size 6000 6000');
    writeFileSync(join(dir, 'huge.board'), board);
    expectOneLine(
      run('map', 'show', join(dir, 'huge.board')),
      /^marshal: .*huge\.board:\d+, field size: a board of 6000×6000 hexes is larger than Marshal reads/,
    );
  }, 240_000);

  it('a unit file with a NUL byte and one with 4294967297 walking MP', () => {
    const atlas = readFileSync(join(DATA, 'mechfiles/mechs/3039u/Atlas AS7-D.mtf'), 'utf8');
    writeFileSync(join(dir, 'nul.mtf'), atlas.replace('Config:', 'Con\u0000fig:'));
    writeFileSync(join(dir, 'fast.mtf'), atlas.replace(/^Walk MP:\d+/m, 'Walk MP:4294967297'));
    const attack = (file: string) => run('attack', '--attacker', join(dir, file), '--target', 'Locust LCT-1V', '--weapon', 'Medium Laser', '--range', '3');
    expectOneLine(attack('nul.mtf'), /^marshal: .*nul\.mtf:\d+: line holds a NUL byte/);
    expectOneLine(attack('fast.mtf'), /^marshal: .*fast\.mtf:\d+, field walk mp: walk mp 4294967297 is out of range \(0–40\)/);
  }, 240_000);
});
