import { afterEach, describe, expect, it, vi } from 'vitest';
import { missionModule } from '@marshal/missions';
import { type QueuedCommand, playOffline, sendQueued } from './offline-commands';
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
    expect(outcomes.map((o) => [o.status, o.text])).toEqual([
      ['recorded', 'recorded as entry 5'],
      [
        'conflict',
        'not recorded: the game moved on to version 7 while this command waited (made at version 5); ' +
          'recorded meanwhile: entry 6 (set phase) changed the whole game',
      ],
      ['not-sent', 'not sent: it was made after a command that was not recorded; enter it again if it still applies'],
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
    expect(outcomes.map((o) => o.text)).toEqual(['recorded as entry 5', 'recorded as entry 6', 'recorded as entry 7']);
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
      text: expect.stringMatching(/^refused by the rules: d1 is already destroyed \[/),
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
});
