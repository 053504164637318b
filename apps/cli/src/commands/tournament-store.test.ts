import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord, verifyRecord } from '@marshal/core';
import { tournamentModule } from '@marshal/tournament';
import { runCli } from '../lib/run-in-process';
import { secretFile } from './tournament-store';

const dir = mkdtempSync(join(tmpdir(), 'marshal-tournament-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tournament record and seed file', () => {
  it('a dice state left ahead of the record (a crash between the two writes) is rederived from the record, so the reveal still verifies', async () => {
    const ev = join(dir, 'crash.jsonl');
    expect((await runCli('tournament', 'demo', ev, '--players', '8', '--seed', 'crash')).error).toBeNull();
    await runCli('tournament', 'toss-coins', ev); // refused when no ties are left: either way the event can draw prizes
    const before = { record: readFileSync(ev, 'utf8'), seed: readFileSync(secretFile(ev), 'utf8') };
    expect((await runCli('tournament', 'draw-prizes', ev)).error).toBeNull();
    const ahead = readFileSync(secretFile(ev), 'utf8');
    expect(ahead).not.toBe(before.seed);
    expect((await runCli('tournament', 'reveal', ev)).error).toBeNull();
    const genuine = readFileSync(ev, 'utf8');
    // The crash: the seed file of the prize draw was written, its record never was.
    writeFileSync(ev, before.record);
    writeFileSync(secretFile(ev), ahead);
    expect((await runCli('tournament', 'draw-prizes', ev)).error).toBeNull();
    expect((await runCli('tournament', 'reveal', ev)).error).toBeNull();
    const report = verifyRecord(tournamentModule, parseRecord(readFileSync(ev, 'utf8')));
    expect(report).toMatchObject({ ok: true, status: 'genuine' });
    expect(readFileSync(ev, 'utf8')).toBe(genuine);
  });
});
