import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlk } from '@marshal/catalog';
import { RecordingDice, ScriptedDice, parseHexLabel, parseRecord, serializeRecord, verifyRecord } from '@marshal/core';
import { combatRuleset } from '../options/ruleset';
import { runOrders } from '../map/path';
import { DEFAULT_BOT } from '../bot/bot';
import { botBattleRecord } from '../bot/bot-record';
import { battleModule } from './module';
import { currentMP, moverFor } from './movement';
import { closePhase } from './phases';
import type { BattleSetup } from './schema';
import type { BattleState } from './state';
import { play } from './test/play';
import { duelist } from './test/setup';

const rules = combatRuleset([]).rules;
const PACKRAT = 'vehicles/3039u/Packrat LRPV PKR-T5 (SRM2).blk';
const packrat = () => parseBlk(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', PACKRAT), 'utf8'), PACKRAT) as never;
const BOARD = ['size 16 17', 'hex 0806 0 "woods:1" ""', 'hex 0906 0 "water:1" ""', 'hex 0708 1 "" ""', 'hex 0709 0 "rough:1" ""', 'end'].join('\n');

function setup(): BattleSetup {
  return {
    title: 'Convoy test',
    map: { boards: [{ name: 'test', text: BOARD, rotated: false }] },
    movement: 'alternating',
    timers: null,
    roundLimit: null,
    sides: [
      { id: 'a', homeEdge: 'south' },
      { id: 'b', homeEdge: 'north' },
    ],
    units: [
      { id: 'pk', side: 'a', unit: packrat(), gunnery: 6, piloting: 6, hex: '0810', facing: 0 },
      { id: 'mech', side: 'b', unit: duelist('Blue') as never, gunnery: 4, piloting: 5, hex: '0803', facing: 3 },
    ],
  };
}
const start = (): BattleState => battleModule.init(battleModule.parseSetup(setup()), rules);

describe('ground vehicles in the turn loop', () => {
  it('a wheeled Packrat moves by its motive row: cruise 7, flank 11, no woods, rough or water, 2 MP a level', () => {
    const s = start();
    const m = moverFor(s.units.pk!);
    expect(m).toMatchObject({ walk: 7, jump: 0, maxLevelChange: 1, mpPerLevel: 2, maxWaterDepth: 0 });
    const from = { hex: parseHexLabel('0810'), facing: 0 as const };
    expect(runOrders(s.map, m, from, 'F F F F').stopped?.reason).toBe('cannot move forward into 0806: Packrat LRPV PKR-T5 (SRM2) cannot enter woods');
    expect(runOrders(s.map, m, { ...from, hex: parseHexLabel('0710') }, 'F').stopped?.reason).toBe(
      'cannot move forward into 0709: Packrat LRPV PKR-T5 (SRM2) cannot enter rough',
    );
    expect(runOrders(s.map, m, { ...from, hex: parseHexLabel('0907') }, 'F').stopped?.reason).toBe(
      'cannot move forward into 0906: Packrat LRPV PKR-T5 (SRM2) cannot enter water of depth 1',
    );
    const climb = runOrders(s.map, m, { hex: parseHexLabel('0808'), facing: 5 }, 'F');
    expect(climb.steps[0]!.items).toEqual([
      { label: 'enter hex', mp: 1 },
      { label: 'up 1 level', mp: 2 },
    ]);
  });

  /** Round 1 with the Packrat at 0806 and the 'Mech three hexes north: nobody moves, the 'Mech's centre laser hits. */
  const shotAt = (motiveFaces: readonly number[]) => {
    let s = start();
    s = { ...s, positions: { ...s.positions, pk: { hex: '0806', facing: 0 } } };
    s = play(s, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    expect(s.moveQueue).toEqual(['pk', 'mech']);
    s = play(s, { type: 'move', unit: 'pk', orders: '' }, [], rules).state;
    s = play(s, { type: 'move', unit: 'mech', orders: '' }, [], rules).state;
    s = play(s, { type: 'fire', unit: 'pk', attacks: [] }, [], rules).state;
    // to-hit 6 (needs 4); location 5 from the front: right side with a motive check; motive roll +2 wheeled
    const fired = play(s, { type: 'fire', unit: 'mech', attacks: [{ weapon: 2, target: 'pk' }] }, [3, 3, 3, 2, ...motiveFaces], rules);
    return fired;
  };

  it('a motive hit halves cruise MP (rounding up): 7 becomes 4, flank 6, and orders beyond that stop', () => {
    const fired = shotAt([4, 4]);
    const hit = (
      fired.events[1] as unknown as {
        reports: { report: { hits: { location: string; motive: { total: number; result: string; modifiers: { id: string; value: number }[] } }[] } }[];
      }
    ).reports[0]!.report.hits[0]!;
    expect(hit.location).toBe('RS');
    expect(hit.motive).toMatchObject({ total: 10, result: 'heavy', modifiers: [{ id: 'motive-type', value: 2 }] });
    let s = fired.state;
    expect(fired.events.some((e) => e.type === 'fireResolved' && e.psrs.length > 0)).toBe(false);
    expect(currentMP(s.units.pk!)).toEqual({ walk: 4, jump: 0 });
    s = play(s, { type: 'physical', unit: 'pk', attack: null }, [], rules).state;
    s = play(s, { type: 'physical', unit: 'mech', attack: null }, [], rules).state;
    s = play(s, { type: 'heat' }, [], rules).state;
    s = play(s, { type: 'end' }, [], rules).state;
    s = play(s, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    const moved = play(s, { type: 'move', unit: 'pk', orders: 'R R R F F F F F' }, [], rules);
    const report = (moved.events[0] as Extract<(typeof moved.events)[number], { type: 'unitMoved' }>).report;
    expect(report.stopped).toEqual({ index: 7, order: 'F', reason: 'moving into 0810 needs 7 MP in all; only 6 available' });
    expect(report.to).toEqual({ hex: '0809', facing: 3 });
    expect(report.summary).toEqual({ mode: 'run', hexes: 3 });
  });

  it('an immobilising motive hit leaves the Packrat no movement: its orders stop before the first step', () => {
    let s = shotAt([5, 5]).state;
    expect(s.units.pk!.motive.immobilized).toBe(true);
    expect(currentMP(s.units.pk!)).toEqual({ walk: 0, jump: 0 });
    for (const c of [
      { type: 'physical', unit: 'pk', attack: null },
      { type: 'physical', unit: 'mech', attack: null },
      { type: 'heat' },
      { type: 'end' },
    ] as const)
      s = play(s, c, [], rules).state;
    s = play(s, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    const moved = play(s, { type: 'move', unit: 'pk', orders: 'F' }, [], rules);
    const report = (moved.events[0] as Extract<(typeof moved.events)[number], { type: 'unitMoved' }>).report;
    expect(report.stopped).toEqual({ index: 1, order: 'F', reason: 'the unit has no movement points' });
    expect(report.to.hex).toBe('0806');
  });

  it('a vehicle makes no piloting rolls: 25 points in a phase end it without a roll', () => {
    const s = start();
    const hurt = { ...s.units, pk: { ...s.units.pk!, damageThisPhase: 25, pendingPsrs: ['damage' as const] } };
    const r = closePhase(s, hurt, rules, new RecordingDice(new ScriptedDice([])));
    expect(r.reports).toEqual([]);
    expect(r.units.pk!.prone).toBe(false);
  });

  it('a convoy unit set to move first (seed 000 Escort) moves before every other unit whatever the initiative', () => {
    const won = (first: boolean) => {
      const base = setup();
      const units = base.units.map((u) => (u.id === 'pk' ? { ...u, movesFirst: first } : u));
      const s = battleModule.init(battleModule.parseSetup({ ...base, units }), rules);
      return play(s, { type: 'initiative' }, [6, 6, 1, 1], rules).state.moveQueue;
    };
    expect(won(false)).toEqual(['mech', 'pk']);
    expect(won(true)).toEqual(['pk', 'mech']);
  });

  it('a convoy battle plays to its end under the bots (the Packrats making for the far edge) and its record verifies', () => {
    const base = setup();
    const convoy: BattleSetup = {
      ...base,
      roundLimit: 12,
      sides: [
        { id: 'a', homeEdge: 'north', exitEdges: ['north'] },
        { id: 'b', homeEdge: 'east' },
      ],
      units: [
        { id: 'pk1', side: 'a', unit: packrat(), gunnery: 6, piloting: 6, hex: '0615', facing: 0, movesFirst: true },
        { id: 'pk2', side: 'a', unit: packrat(), gunnery: 6, piloting: 6, hex: '1015', facing: 0, movesFirst: true },
        { id: 'esc', side: 'a', unit: duelist('Escort') as never, gunnery: 4, piloting: 5, hex: '0816', facing: 0 },
        { id: 'raider', side: 'b', unit: duelist('Raider') as never, gunnery: 4, piloting: 5, hex: '0806', facing: 3 },
      ],
    };
    const policy = { ...DEFAULT_BOT, objectiveEdges: { pk1: 'north', pk2: 'north' } } as const;
    const { record, state: final } = botBattleRecord(convoy, [], 'convoy-1', 'main', policy);
    expect(final.phase).toBe('over');
    expect(verifyRecord(battleModule, parseRecord(serializeRecord(record)))).toMatchObject({ ok: true });
    for (const pk of ['pk1', 'pk2']) expect(final.units[pk]!.destroyed || final.exits[pk]?.edge === 'north').toBe(true);
    expect(Object.values(final.exits).some((e) => e.edge === 'north' && e.phase === 'movement')).toBe(true);
  });
});
