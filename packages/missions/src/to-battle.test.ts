import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hexDistance, parseHexLabel } from '@marshal/core';
import { parseMtf } from '@marshal/catalog';
import { baseCombatRules, battleModule } from '@marshal/battletech';
import { missionModule } from './tracker/module';
import { MISSIONS } from './missions/index';
import { type BattleForceUnit, missionBattle } from './to-battle';
import { DEPLOYMENT_RULES, depthOf, frameFor } from './deployment-zones';
import type { MissionId } from './missions/types';
import type { MissionSetupInput } from './tracker/commands';

const data = resolve(import.meta.dirname, '../../../data/megamek');
const mtf = (path: string) => parseMtf(readFileSync(resolve(data, 'mechfiles', path), 'utf8'), path);
const grass = { name: 'Grassland 1', text: readFileSync(resolve(data, 'boards/Beginner Box/16x17 Grassland 1.board'), 'utf8') };
const hbk = mtf('mechs/3039u/Hunchback HBK-4G.mtf');
const wvr = mtf('mechs/3039u/Wolverine WVR-6R.mtf');

const force = (n: number, side: 'attacker' | 'defender', extra: (i: number) => Partial<BattleForceUnit['entry']> = () => ({})): BattleForceUnit[] =>
  Array.from({ length: n }, (_, i) => ({ entry: { id: `${side[0]}${i + 1}`, side, value: 1000 + i, ...extra(i) }, unit: side === 'attacker' ? hbk : wvr }));

const extras: Partial<Record<MissionId, { objectives: MissionSetupInput['objectives'] }>> = {
  sabotage: {
    objectives: {
      tokens: [
        { id: 't1', hex: '0210' },
        { id: 't2', hex: '0710' },
        { id: 't3', hex: '1210' },
        { id: 't4', hex: '0715' },
      ],
    },
  },
  'rapid-recon': {
    objectives: {
      tokens: [
        { id: 't1', hex: '0508' },
        { id: 't2', hex: '1008' },
        { id: 't3', hex: '0513' },
        { id: 't4', hex: '1013' },
      ],
    },
  },
  extraction: { objectives: { tokens: [], objectiveHex: '0809' } },
};

function forMission(id: MissionId) {
  const boards = id === 'break-the-line' ? [grass, grass, grass, grass] : [grass];
  const units = [...force(4, 'attacker', (i) => (id === 'diversion' ? { group: i < 2 ? 'trapped' : 'diversion' } : {})), ...force(4, 'defender')];
  return missionBattle({ mission: id, units, boards, attackerEdge: 'south', ...extras[id] });
}

describe('a mission set up as a digital battle', () => {
  it.each(MISSIONS.map((m) => m.id))('%s: every unit starts inside its zone, the battle and tracker both accept the set-up', (id) => {
    const mb = forMission(id);
    const battle = battleModule.init(battleModule.parseSetup(mb.battle), baseCombatRules);
    const f = frameFor(battle.map, 'south');
    for (const p of mb.placements) {
      const h = parseHexLabel(p.hex);
      const depth = depthOf(f, h);
      const rule = DEPLOYMENT_RULES[id].find((r) => p.zone.startsWith(`${r.side}`) && p.zone.endsWith(r.text))!;
      expect(rule, p.zone).toBeDefined();
      const z = rule.zone;
      if (z.kind === 'edge' && z.edge === 'home') expect(depth).toBeLessThan(z.depth ?? 3);
      if (z.kind === 'edge' && z.edge === 'far') expect(f.maxDepth - depth).toBeLessThan(3);
      if (z.kind === 'anywhere' && z.fromAttackerEdge) expect(depth).toBeGreaterThanOrEqual(z.fromAttackerEdge);
      if (z.kind === 'anywhere' && z.fromAttackerZone) expect(depth - 2).toBeGreaterThanOrEqual(z.fromAttackerZone);
      if (z.kind === 'anywhere' && z.fromNarrowEdges) expect(Math.min(depth, f.maxDepth - depth)).toBeGreaterThanOrEqual(z.fromNarrowEdges);
      expect(battle.positions[p.unit]!.hex).toBe(p.hex);
    }
    expect(new Set(mb.placements.map((p) => p.hex)).size).toBe(mb.placements.length);
    const tracker = missionModule.init(missionModule.parseSetup({ ...mb.mission, battle: { game: 'g', sides: mb.link.sides } }), missionModule.baseRules);
    expect(Object.keys(tracker.units).sort()).toEqual(Object.keys(battle.units).sort());
  });

  it('Open Engagement: the attacker along the south edge facing north, the defender along the north edge facing south, spread out', () => {
    const mb = forMission('open-engagement');
    const att = mb.placements.filter((p) => p.side === 'attacker');
    expect(att.map((p) => p.hex)).toEqual(['0317', '0717', '1117', '1517']);
    expect(att.every((p) => p.facing === 0)).toBe(true);
    expect(mb.placements.filter((p) => p.side === 'defender').map((p) => [p.hex, p.facing])).toEqual([
      ['0301', 3],
      ['0701', 3],
      ['1101', 3],
      ['1501', 3],
    ]);
    expect(mb.homeEdges).toEqual({ attacker: 'south', defender: 'north' });
    expect(mb.battle.sides.map((x) => [x.id, x.homeEdge, x.exitEdges])).toEqual([
      ['attacker', 'south', ['south']],
      ['defender', 'north', ['north']],
    ]);
  });

  it("each side may leave by every edge the mission lets it withdraw by: Escort's attacker only by the far edge, its defender by either flank", () => {
    const mb = forMission('escort');
    expect(mb.battle.sides.map((x) => [x.id, x.homeEdge, x.exitEdges])).toEqual([
      ['attacker', 'north', ['north']],
      ['defender', 'west', ['west', 'east']],
    ]);
    expect(mb.link.attackerHome).toBe('south');
    const take = forMission('take-the-position');
    expect(take.battle.sides[1]!.exitEdges).toEqual(['north', 'west', 'east']);
  });

  it('Break the Line: defenders on both long edges of the four-sheet map, facing inward; the attacker withdraws by his own short edge', () => {
    const mb = forMission('break-the-line');
    const def = mb.placements.filter((p) => p.side === 'defender').map((p) => parseHexLabel(p.hex));
    expect(def.filter((h) => h.col <= 2)).toHaveLength(2);
    expect(def.filter((h) => h.col >= 29)).toHaveLength(2);
    expect(
      mb.placements
        .filter((p) => p.side === 'defender')
        .map((p) => p.facing)
        .sort(),
    ).toEqual([2, 2, 4, 4]);
    expect(mb.homeEdges).toEqual({ attacker: 'south', defender: 'west' });
  });

  it('Diversion: the trapped force on the far edge, the defender in the centre band, the diversion force at home', () => {
    const mb = forMission('diversion');
    const row = (id: string) => parseHexLabel(mb.placements.find((p) => p.unit === id)!.hex).row;
    expect([row('a1'), row('a2')]).toEqual([0, 0]);
    expect([row('a3'), row('a4')]).toEqual([16, 16]);
    for (const d of ['d1', 'd2', 'd3', 'd4']) expect(row(d)).toBeGreaterThanOrEqual(6);
  });

  it('Escort: a defender the referee puts too close is refused with the rule and its numbers', () => {
    // Named as the players know it (its catalog name, or the name given), never by its id ("d1").
    const named = [...force(2, 'attacker'), ...force(1, 'defender', () => ({ hex: '0808', name: 'Wolverine of Jane' }))];
    expect(() => missionBattle({ mission: 'escort', units: named, boards: [grass], attackerEdge: 'south' })).toThrow(
      /: Wolverine of Jane cannot start at 0808/,
    );
    const units = [...force(2, 'attacker'), ...force(1, 'defender', () => ({ hex: '0808' }))];
    expect(() => missionBattle({ mission: 'escort', units, boards: [grass], attackerEdge: 'south' })).toThrow(
      /: Wolverine WVR-6R cannot start at 0808: it is 7 hexes from the attacker's deployment zone \(3 hexes deep along the south edge\); at least 9 needed/,
    );
    const ok = missionBattle({
      mission: 'escort',
      units: [...force(2, 'attacker'), ...force(1, 'defender', () => ({ hex: '0806' }))],
      boards: [grass],
      attackerEdge: 'south',
    });
    expect(
      Math.min(...ok.placements.filter((p) => p.side === 'attacker').map((p) => hexDistance(parseHexLabel(p.hex), parseHexLabel('0806')))),
    ).toBeGreaterThanOrEqual(9);
  });

  it('a narrow-edge mission refuses a broad edge, Break the Line refuses a wrong sheet count, a full zone is refused with its size', () => {
    expect(() =>
      missionBattle({ mission: 'escort', units: [...force(1, 'attacker'), ...force(1, 'defender')], boards: [grass, grass], attackerEdge: 'south' }),
    ).toThrow(/Escort is fought from narrow edge to narrow edge; the south edge of this 32×17-hex map is broad \(32 hexes\)/);
    expect(() =>
      missionBattle({ mission: 'break-the-line', units: [...force(1, 'attacker'), ...force(1, 'defender')], boards: [grass], attackerEdge: 'south' }),
    ).toThrow(/Break the Line is fought on 4 sheets; 1 given/);
    expect(() =>
      missionBattle({
        mission: 'sabotage',
        units: [...force(17, 'attacker'), ...force(1, 'defender')],
        boards: [grass],
        attackerEdge: 'south',
        bothAgreeToExceedCap: true,
        objectives: extras.sabotage!.objectives,
      }),
    ).toThrow(/attacker: on the attacker's edge row, entering on turn 1 has 16 free hexes .* for 17 units, and units may not share a hex/);
  });

  it('objective hexes are never used as starting hexes, and chosen hexes are kept', () => {
    const units = [...force(1, 'attacker', () => ({ hex: '0316', facing: 1 })), ...force(2, 'defender')];
    const mb = missionBattle({ mission: 'extraction', units, boards: [grass], attackerEdge: 'south', objectives: { tokens: [], objectiveHex: '0809' } });
    expect(mb.placements[0]).toMatchObject({ hex: '0316', facing: 1 });
    expect(mb.placements.map((p) => p.hex)).not.toContain('0809');
    expect(() =>
      missionBattle({
        mission: 'extraction',
        units: [...force(1, 'attacker', () => ({ hex: '0809' })), ...force(1, 'defender')],
        boards: [grass],
        attackerEdge: 'south',
        objectives: { tokens: [], objectiveHex: '0809' },
      }),
    ).toThrow(/: Hunchback HBK-4G cannot start at 0809: it is 8 hexes from the south edge; the zone is 3 hexes deep/);
  });
});
