import { afterEach, describe, expect, it, vi } from 'vitest';
import { missionModule } from '@marshal/missions';
import { type QueuedCommand, newCommandId, playOffline, sendQueued } from './offline-commands';
import type { GameView } from './use-game';
import { assassinationUnits } from '../test/mission-units';

afterEach(() => vi.unstubAllGlobals());

const setup = missionModule.parseSetup({
  mission: 'assassination',
  units: assassinationUnits,
});
const view: GameView<unknown, object, unknown> = {
  game: { id: 'g1', title: 'Assassination', version: 4 },
  dice: 'physical',
  state: missionModule.init(setup, missionModule.baseRules),
  header: { ruleset: [], setup },
  entries: [],
};
const destroy = { type: 'destroyUnit', unit: 'd1', cause: 'other' };

describe('commands played in the page while the server is away (ADR 0047)', () => {
  it('asks for the dice a rule needs, then plays the command with the faces entered, as the next entry', () => {
    expect(playOffline(missionModule, view, destroy, [])).toEqual({
      status: 'dice-needed',
      need: expect.objectContaining({ count: 2, sides: 6, purpose: 'd1: crew survival' }),
    });
    const out = playOffline(missionModule, view, destroy, [[6, 6]]);
    if (out.status !== 'played') throw new Error(out.status);
    expect(out.view.game.version).toBe(5);
    expect(out.view.entries).toEqual([
      expect.objectContaining({ seq: 5, command: destroy, rolls: [{ purpose: 'd1: crew survival', faces: [6, 6], total: 12 }] }),
    ]);
    expect(JSON.stringify(out.view.state)).toContain('escaped');
  });

  it('refuses in the page what the rules or the command reader refuse, saying why', () => {
    expect(playOffline(missionModule, view, { type: 'destroyUnit', unit: 'nobody', cause: 'other' }, [])).toMatchObject({ status: 'rejected' });
    expect(playOffline(missionModule, view, { type: 'noSuchCommand' }, [])).toMatchObject({ status: 'rejected' });
  });
});

describe('commands made offline, sent in order when the server is back', () => {
  const queue: QueuedCommand[] = [
    { command: destroy, dice: [[6, 6]], madeAt: 4 },
    { command: { type: 'endTurn' }, dice: [], madeAt: 5 },
    { command: { type: 'endTurn' }, dice: [], madeAt: 6 },
  ];
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

  it('sends each at the version it was made at, with its faces; a stale one is explained and the ones after it are not sent', async () => {
    const bodies: unknown[] = [];
    const replies = [
      answer(201, { status: 'accepted', version: 5 }),
      answer(409, { error: 'stale', message: 'stale', currentVersion: 7, conflicts: [{ seq: 6, type: 'setPhase', over: 'everything' }] }),
    ];
    vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
      bodies.push(JSON.parse(init.body));
      return replies.shift()!;
    });
    const { outcomes, waiting } = await sendQueued('g1', queue);
    expect(bodies).toEqual([
      { expectedVersion: 4, command: destroy, dice: [[6, 6]] },
      { expectedVersion: 5, command: { type: 'endTurn' } },
    ]);
    expect(outcomes.map((o) => [o.status, o.reason])).toEqual([
      ['recorded', { kind: 'recorded', entry: 5 }],
      ['conflict', { kind: 'moved-on', current: 7, madeAt: 5, inTheWay: [{ seq: 6, type: 'setPhase', over: 'everything' }] }],
      ['not-sent', { kind: 'not-sent' }],
    ]);
    expect(waiting).toEqual([]);
  });

  it('takes a command whose answer was lost for recorded when the entry after its version is that command with its faces', async () => {
    const sent: string[] = [];
    const replies = [
      answer(409, { error: 'stale', message: 'stale', currentVersion: 5 }),
      answer(200, { entries: [{ seq: 5, command: destroy, rolls: [{ faces: [6, 6] }], events: [] }] }),
      answer(201, { status: 'accepted', version: 6 }),
      answer(201, { status: 'accepted', version: 7 }),
    ];
    vi.stubGlobal('fetch', async (url: string, init?: { method?: string }) => {
      sent.push(`${init?.method ?? 'GET'} ${url}`);
      return replies.shift()!;
    });
    const { outcomes } = await sendQueued('g1', queue);
    expect(sent).toEqual(['POST /api/games/g1/commands', 'GET /api/games/g1?after=4', 'POST /api/games/g1/commands', 'POST /api/games/g1/commands']);
    expect(outcomes.map((o) => o.reason)).toEqual([
      { kind: 'repeated', entry: 5 },
      { kind: 'recorded', entry: 6 },
      { kind: 'recorded', entry: 7 },
    ]);
    const other = [answer(409, { error: 'stale', message: 'stale', currentVersion: 5 })];
    other.push(answer(200, { entries: [{ seq: 5, command: destroy, rolls: [{ faces: [1, 2] }], events: [] }] }));
    other.push(answer(200, { entries: [{ seq: 5, command: destroy, rolls: [{ faces: [1, 2] }], events: [] }] }));
    vi.stubGlobal('fetch', async () => other.shift()!);
    expect((await sendQueued('g1', queue)).outcomes[0], 'the same command with other faces is someone else’s').toMatchObject({ status: 'conflict' });
  });

  it('names a rules refusal with its source, and keeps everything from a command that could not connect', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(422, { error: 'rejected', message: 'x', rejection: { reason: 'd1 is already destroyed', source: { kind: 'house-rule', title: 'Table' } } }),
    );
    expect((await sendQueued('g1', queue)).outcomes[0]).toMatchObject({
      status: 'refused',
      reason: { kind: 'refused', reason: 'd1 is already destroyed', source: { kind: 'house-rule', title: 'Table' } },
    });
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      if (calls++ === 0) return answer(201, { status: 'accepted', version: 5 });
      throw new TypeError('Failed to fetch');
    });
    const { outcomes, waiting } = await sendQueued('g1', queue);
    expect(outcomes).toHaveLength(1);
    expect(waiting).toEqual(queue.slice(1));
  });

  it('sends each command under its name; a resend the server knows is recorded once, and no entry is read back', async () => {
    const named = queue.map((c, i) => ({ ...c, id: `page-cmd-000${i}` }));
    const bodies: { commandId?: string }[] = [];
    const replies = [answer(201, { status: 'accepted', version: 5, repeated: true }), answer(409, { error: 'stale', message: 'stale', currentVersion: 9 })];
    replies.push(answer(200, { entries: [{ seq: 6, command: { type: 'endTurn' }, rolls: [], events: [] }] }));
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: { body?: string }) => {
      urls.push(url);
      if (init?.body) bodies.push(JSON.parse(init.body) as { commandId?: string });
      return replies.shift()!;
    });
    const { outcomes } = await sendQueued('g1', named);
    expect(bodies.map((b) => b.commandId)).toEqual(['page-cmd-0000', 'page-cmd-0001']);
    expect(outcomes[0]).toMatchObject({ status: 'recorded', reason: { kind: 'repeated', entry: 5 } });
    // A named command the server did not know is not taken for recorded because the next entry looks the same.
    expect(outcomes[1]).toMatchObject({ status: 'conflict', reason: { kind: 'moved-on', current: 9, inTheWay: [{ seq: 6, type: 'endTurn' }] } });
    expect(
      urls.filter((u) => u.includes('?after=')),
      'only the conflict reads back what was recorded',
    ).toHaveLength(1);
  });

  it('names commands with 128 random bits each', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newCommandId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
