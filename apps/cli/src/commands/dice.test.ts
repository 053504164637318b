import { describe, expect, it } from 'vitest';
import { SeededDice } from '@marshal/core';
import { runCli } from '../lib/run-in-process';

describe('marshal roll', () => {
  it('rolls from the seeded stream, reproducibly, with its purpose', async () => {
    const a = await runCli('roll', '2d6', '--seed', 'table-1', '--purpose', 'initiative', '--json');
    const expected = SeededDice.fromSeed('table-1', 'main').draw({ count: 2, sides: 6, purpose: 'x' });
    expect(JSON.parse(a.stdout)).toEqual({
      seed: 'table-1',
      stream: 'main',
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      rolls: [{ purpose: 'initiative', notation: '2d6', faces: expected, total: expected[0]! + expected[1]! }],
    });
    expect((await runCli('roll', '2d6', '--seed', 'table-1', '--purpose', 'initiative', '--json')).stdout).toBe(a.stdout);
  });
  it('prints faces, modifier and total, and the seed to repeat it', async () => {
    const r = await runCli('roll', '1d6+2', '--seed', 's', '--times', '3');
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^1d6\+2: [1-6] \+ 2 = [3-8] {3}\(for: command-line roll\)$/);
    expect(lines[3]).toBe('seed "s", stream "main" (rerun with --seed "s" for the same faces)');
  });
  it('makes up a seed when none is given and says what it was', async () => {
    const r = JSON.parse((await runCli('roll', '2d6', '--json')).stdout);
    const again = JSON.parse((await runCli('roll', '2d6', '--json', '--seed', r.seed)).stdout);
    expect(again.rolls).toEqual(r.rolls);
  });
  it('refuses bad notation and bad counts with a clear message', async () => {
    expect((await runCli('roll', '2x6')).error?.message).toBe('"2x6" is not dice notation; write NdM±K, e.g. 2d6 or 1d6-1');
    expect((await runCli('roll', '2d6', '--times', 'lots')).error?.message).toBe('field --times: --times must be a whole number, not "lots"');
  });
});

describe('marshal odds', () => {
  it('gives the exact odds and the distribution', async () => {
    const r = JSON.parse((await runCli('odds', '2d6', '--at-least', '8', '--json')).stdout);
    expect(r).toMatchObject({ dice: '2d6', comparison: 'at-least', target: 8, successes: '15', outcomes: '36' });
    expect(r.probability).toBeCloseTo(15 / 36, 12);
    expect(r.distribution).toHaveLength(11);
    expect(r.distribution[6]).toEqual({ total: 8, ways: '5', probability: 5 / 36, success: true });
    expect(r.distribution[5].success).toBe(false);
  });
  it('handles at-most and prints a readable chart', async () => {
    const r = await runCli('odds', '3d6', '--at-most', '10');
    expect(r.stdout.split('\n')[0]).toBe('3d6 ≤ 10: 50.00% (108/216)');
    expect(r.stdout).toMatch(/^ +3 #+ 0\.46%$/m);
    expect(r.stdout).toMatch(/^ +18 \.+ 0\.46%$/m);
  });
  it('asks for exactly one comparison and a whole-number target', async () => {
    expect((await runCli('odds', '2d6')).error?.message).toContain('give exactly one of --at-least N or --at-most N');
    expect((await runCli('odds', '2d6', '--at-least', '8', '--at-most', '3')).error?.message).toContain('exactly one');
    expect((await runCli('odds', '2d6', '--at-least', 'eight')).error?.message).toContain('must be a whole number, not "eight"');
    expect((await runCli('odds', '100d1000', '--at-least', '8')).error?.message).toBe(
      'field dice: 100d1000: exact counting is limited to dice × sides ≤ 20000 (it takes about (dice × sides)² steps)',
    );
  });
  it('has help', async () => {
    const r = await runCli('odds', '--help');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('--at-least <n>');
  });
});
