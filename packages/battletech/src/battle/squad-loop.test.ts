import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlk } from '@marshal/catalog';
import { parseRecord, serializeRecord, verifyRecord } from '@marshal/core';
import { ELEMENTAL, FOOT_RIFLE } from '../test/bundled';
import { combatRuleset } from '../options/ruleset';
import { botBattleRecord } from '../bot/bot-record';
import { battleModule } from './module';
import { fireOptions } from './fire';
import { moverFor } from './movement';
import type { BattleSetup } from './schema';
import { play } from './test/play';
import { duelist } from './test/setup';

const rules = combatRuleset([]).rules;
const bundled = (path: string) => parseBlk(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8'), path) as never;
const elemental = () => bundled(ELEMENTAL);

function setup(): BattleSetup {
  return {
    title: 'Squad test',
    map: { boards: [{ name: 'test', text: 'size 16 17\nhex 0806 0 "woods:1" ""\nend', rotated: false }] },
    movement: 'alternating',
    timers: null,
    roundLimit: 10,
    sides: [
      { id: 'a', homeEdge: 'south' },
      { id: 'b', homeEdge: 'north' },
    ],
    units: [
      { id: 'ba', side: 'a', unit: elemental(), gunnery: 4, piloting: 5, hex: '0810', facing: 0 },
      { id: 'mech', side: 'b', unit: duelist('Blue') as never, gunnery: 4, piloting: 5, hex: '0805', facing: 3 },
    ],
  };
}

describe('battle armour in the turn loop', () => {
  it('moves by its walking and jumping MP, fires as a squad (one shot per trooper standing) and is hit trooper by trooper', () => {
    let s = battleModule.init(battleModule.parseSetup(setup()), rules);
    expect(moverFor(s.units.ba!)).toMatchObject({ walk: 1, jump: 3 });
    s = play(s, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    const jumped = play(s, { type: 'move', unit: 'ba', orders: 'J 0808' }, [], rules);
    expect((jumped.events[0] as Extract<(typeof jumped.events)[number], { type: 'unitMoved' }>).report).toMatchObject({
      to: { hex: '0808' },
      summary: { mode: 'jump', hexes: 2 },
    });
    s = play(jumped.state, { type: 'move', unit: 'mech', orders: '' }, [], rules).state;
    const laser = s.units.ba!.weapons.findIndex((w) => !w.destroyed);
    expect(fireOptions(s, 'ba', 'mech', rules).map((o) => o.weapon)).toContain(laser);
    s = play(s, { type: 'fire', unit: 'ba', attacks: [{ weapon: laser, target: 'mech' }] }, [], rules).state;
    // the squad's small laser: to-hit 6+6, cluster 4+4 (five troopers firing), three hits on Blue at 4+4;
    // Blue's medium laser at the squad: to-hit 4+4, then 1D6 for the trooper hit
    const fired = play(s, { type: 'fire', unit: 'mech', attacks: [{ weapon: 2, target: 'ba' }] }, [6, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], rules);
    const reports = (
      fired.events.find((e) => e.type === 'fireResolved') as unknown as {
        reports: { attacker: string; report: { squad?: { troopers: number }; hits: { location: string }[] } }[];
      }
    ).reports;
    const squadShot = reports.find((r) => r.attacker === 'ba')!.report;
    expect(squadShot.squad).toEqual({ troopers: 5 });
    expect(squadShot.hits).toHaveLength(3);
    const atSquad = reports.find((r) => r.attacker === 'mech')!.report;
    expect(atSquad.hits.map((h) => h.location)).toEqual(['T4']);
  });
  it('a bot battle with a squad plays to its end and its record verifies', () => {
    const { record, state } = botBattleRecord(setup(), [], 'squad-1');
    expect(state.phase).toBe('over');
    expect(verifyRecord(battleModule, parseRecord(serializeRecord(record)))).toMatchObject({ ok: true });
    expect(serializeRecord(record)).toContain('"squad":{"troopers":');
  });
});

describe('conventional infantry in the turn loop', () => {
  it('a bot battle with a foot platoon plays to its end and its record verifies; the platoon fires as one', () => {
    const base = setup();
    const units = base.units.map((u) => (u.id === 'ba' ? { ...u, id: 'plt', unit: bundled(FOOT_RIFLE), hex: '0808' } : u));
    const { record, state } = botBattleRecord({ ...base, units }, [], 'platoon-1');
    expect(state.phase).toBe('over');
    expect(verifyRecord(battleModule, parseRecord(serializeRecord(record)))).toMatchObject({ ok: true });
    // the platoon's rifles fire as one attack (the platoon damage table), not weapon by weapon
    const text = serializeRecord(record);
    expect(text).toContain('"attacker":"plt"');
    expect(text).toContain('"infantryDamage":');
  });
});
