import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PhysicalDice, playCommand, serializeRecord, startGame } from '@marshal/core';
import { moduleById } from '@marshal/library';
import { runCli } from '../lib/run-in-process';

const golden = resolve(import.meta.dirname, '../../../../fixtures/roll-log-demo.jsonl');
const dir = mkdtempSync(join(tmpdir(), 'marshal-records-'));
const lines = readFileSync(golden, 'utf8').trimEnd().split('\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function variant(name: string, edit: (lines: string[]) => void): string {
  const copy = [...lines];
  edit(copy);
  const file = join(dir, name);
  writeFileSync(file, `${copy.join('\n')}\n`);
  return file;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function editEntry(copy: string[], line: number, change: (entry: Record<string, any>) => void): void {
  const entry = JSON.parse(copy[line - 1]!);
  change(entry);
  copy[line - 1] = JSON.stringify(entry);
}

describe('marshal verify', () => {
  it('accepts the genuine golden record (exit 0)', async () => {
    const r = await runCli('verify', golden);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(
      /^genuine: .*roll-log-demo\.jsonl \(roll-log, 6 entries; every roll regenerated from the revealed seed; length and final hash as its reveal states; final hash [0-9a-f]{64}\)\n$/,
    );
    const json = JSON.parse((await runCli('verify', golden, '--json')).stdout);
    expect(json).toMatchObject({ ok: true, genuine: true, status: 'genuine', unchecked: [], module: 'roll-log', entries: 6, diceVerified: true });
  });

  it('refuses a record cut short under its reveal (exit 1), naming where it ends and what the reveal says', async () => {
    const file = variant('cut.jsonl', (c) => c.splice(4, 3));
    const r = await runCli('verify', file);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toMatch(/^CUT SHORT: .*cut\.jsonl:5: the record ends at entry 3 but its reveal says 6 entries: it has been cut short\n$/);
    const json = JSON.parse((await runCli('verify', file, '--json')).stdout);
    expect(json).toMatchObject({ ok: false, genuine: false, status: 'cut-short', divergence: { line: 5, what: 'length' } });
  });

  it('calls a record without its reveal unfinished (exit 3), listing the checks not made; with --finished it is refused (exit 1)', async () => {
    const file = variant('no-reveal.jsonl', (c) => c.splice(5));
    const r = await runCli('verify', file);
    expect(r.exitCode).toBe(3);
    const out = r.stdout.trimEnd().split('\n');
    expect(out[0]).toMatch(
      /^NOT PROVEN GENUINE \(unfinished\): .*no-reveal\.jsonl \(roll-log, 4 entries; final hash [0-9a-f]{64}\): unfinished: no reveal: .*cut short/,
    );
    expect(out.slice(2)).toEqual([
      expect.stringMatching(/^ {2}not checked: dice: the seed is not revealed/),
      expect.stringMatching(/^ {2}not checked: length: /),
    ]);
    const finished = await runCli('verify', file, '--finished');
    expect(finished.exitCode).toBe(1);
    expect(finished.stdout).toMatch(/^NOT GENUINE: .*no-reveal\.jsonl \(roll-log, 4 entries\): no reveal: the record may be cut short\n/);
    const json = JSON.parse((await runCli('verify', file, '--finished', '--json')).stdout);
    expect(json).toMatchObject({ ok: false, genuine: false, status: 'unfinished', summary: 'no reveal: the record may be cut short', diceVerified: false });
    expect((await runCli('verify', golden, '--finished')).exitCode).toBe(0);
  });

  it('replays a reveal from before the count commitment but does not call it genuine (exit 3)', async () => {
    const file = variant('old.jsonl', (c) => (c[c.length - 1] = JSON.stringify({ reveal: { seed: JSON.parse(c[c.length - 1]!).reveal.seed } })));
    const r = await runCli('verify', file, '--json');
    expect(r.exitCode).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, genuine: false, status: 'uncounted', diceVerified: true });
  });

  it('rejects a changed die face with exit 1, naming the line, entry and command', async () => {
    const file = variant('face.jsonl', (c) => editEntry(c, 4, (e) => (e.rolls[0].faces[0] = e.rolls[0].faces[0] === 6 ? 5 : 6)));
    const r = await runCli('verify', file);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toMatch(/^TAMPERED OR DIVERGED: .*face\.jsonl:4 \(entry 3, command rollCheck\): rolls: /);
    expect(r.stdout).toContain('  command:  {"comparison":"at-least","id":"attack-ml"');
  });

  it('rejects a changed outcome, showing the first differing event', async () => {
    const file = variant('event.jsonl', (c) => editEntry(c, 6, (e) => (e.events[0].success = !e.events[0].success)));
    const r = await runCli('verify', file, '--json');
    expect(r.exitCode).toBe(1);
    const json = JSON.parse(r.stdout);
    expect(json.ok).toBe(false);
    expect(json.divergence).toMatchObject({ line: 6, seq: 5, what: 'events', command: { type: 'rollCheck', id: 'psr' }, event: { index: 0 } });
    expect(json.divergence.event.actual.success).toBe(!json.divergence.event.expected.success);
    const text = (await runCli('verify', file)).stdout;
    expect(text).toMatch(/:6 \(entry 5, command rollCheck\): events: /);
    expect(text).toMatch(/^ {2}event 1, field success: recorded (true|false), the rules give (true|false)$/m);
    expect(text.trim().split('\n')).toHaveLength(3);
  });

  it('rejects a wrong revealed seed and a broken hash chain', async () => {
    const seed = await runCli(
      'verify',
      variant('seed.jsonl', (c) => (c[c.length - 1] = JSON.stringify({ reveal: { seed: 'guess' } }))),
    );
    expect(seed.exitCode).toBe(1);
    expect(seed.stdout).toMatch(/:8: seed: the revealed seed does not match the commitment/);
    const hash = await runCli(
      'verify',
      variant('hash.jsonl', (c) => editEntry(c, 3, (e) => (e.hash = '0'.repeat(64)))),
    );
    expect(hash.exitCode).toBe(1);
    expect(hash.stdout).toMatch(/:3 \(entry 2, command rollDice\): hash: the running hash does not match/);
  });

  it('names the line and field of a malformed file', async () => {
    const syntax = await runCli(
      'verify',
      variant('syntax.jsonl', (c) => (c[2] = '{"seq": 2, oops')),
    );
    expect(syntax.exitCode).toBe(1);
    expect(syntax.stdout).toMatch(/^NOT VERIFIED .*syntax\.jsonl:3: not valid JSON/);
    const field = await runCli(
      'verify',
      variant('field.jsonl', (c) => editEntry(c, 5, (e) => (e.rolls[0].faces = 'x'))),
      '--json',
    );
    expect(JSON.parse(field.stdout)).toMatchObject({ ok: false, error: { code: 'record-entry', location: { line: 5, field: 'rolls.0.faces' } } });
    const missing = await runCli('verify', join(dir, 'absent.jsonl'));
    expect(missing.exitCode).toBe(2);
    expect(missing.error?.message).toMatch(/absent\.jsonl: no such file/);
  });

  it('names an unknown module', async () => {
    const r = await runCli(
      'verify',
      variant('module.jsonl', (c) => editEntry(c, 1, (h) => (h.module = 'chess'))),
    );
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toMatch(/:1, field module: the record is for module "chess", which this Marshal does not know; known: roll-log/);
  });
});

describe('marshal verify without a revealed seed', () => {
  it('says the recorded faces were trusted, and still catches a changed event', async () => {
    const rollLog = moduleById('roll-log')!;
    let game = startGame(rollLog, { setup: { title: 'table' }, dice: { kind: 'physical' } });
    const played = playCommand(game, { type: 'rollDice', notation: '2d6', purpose: 'initiative' }, new PhysicalDice([[6, 2]]));
    if (!played.ok) throw new Error(played.rejection.reason);
    game = played.game;
    const file = join(dir, 'physical.jsonl');
    writeFileSync(file, serializeRecord(game.record));
    const trusted = await runCli('verify', file);
    expect(trusted.exitCode).toBe(3);
    expect(trusted.stdout).toMatch(/^NOT PROVEN GENUINE \(unverified-dice\): .*physical\.jsonl \(roll-log, 1 entry; final hash/);
    expect(trusted.stdout).toContain('  not checked: dice: rolled at the table');
    writeFileSync(file, serializeRecord(game.record).replace('"total":8', '"total":9'));
    const r = await runCli('verify', file);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toMatch(/physical\.jsonl:2 \(entry 1, command rollDice\): /);
  });
});

describe('marshal replay', () => {
  it('prints each command with its rolls and events, then the final state', async () => {
    const r = await runCli('replay', golden);
    const out = r.stdout.trim().split('\n');
    expect(out[0]).toBe('Table roll log (roll-log), 6 entries, ruleset []');
    expect(out).toHaveLength(8);
    expect(out[3]).toMatch(/^#3 rollCheck — 2d6 for Medium laser at the Griffin: \d\+\d = \d+ → checkRolled$/);
    expect(out[7]).toBe('final state: {"checks":2,"rolls":6,"successes":2,"title":"Golden record: a table-side roll log"}');
  });
  it('tells a battle in players’ words under each entry (the module narrates its events)', async () => {
    const r = await runCli('replay', resolve(import.meta.dirname, '../../../../fixtures/battle-golden.jsonl'));
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^#1 initiative — .*\n {4}Round 1: Hunchback wins the initiative \(Hunchback 10 v Wolverine 8\)$/m);
    expect(r.stdout).toMatch(/^ {4}Wolverine WVR-6R runs from 0802 to 0810 \(8 hexes, 8 MP\)$/m);
    expect(r.stdout).toMatch(/^ {4}Hunchback HBK-4G's (Medium Laser|AC\/20) hits Wolverine WVR-6R: \d+ to the [a-z ]+ \(needed \d+, rolled \d+\)$/m);
    expect(r.stdout).toMatch(/^ {4}Wolverine WVR-6R destroyed$/m);
    expect(r.stdout).toMatch(/^ {4}Hunchback wins: every unit of Wolverine is destroyed$/m);
  });
  it('gives the final state as JSON and stops with exit 1 at a divergence', async () => {
    const json = JSON.parse((await runCli('replay', golden, '--json')).stdout);
    expect(json).toMatchObject({ ok: true, module: 'roll-log', state: { rolls: 6, checks: 2 }, diceVerified: true });
    expect(json.entries).toHaveLength(6);
    const bad = await runCli(
      'replay',
      variant('replay.jsonl', (c) => editEntry(c, 2, (e) => (e.events[0].roll.total = 2))),
    );
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toMatch(/stopped at .*replay\.jsonl:2: events: /);
  });
});
