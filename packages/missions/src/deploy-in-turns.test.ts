import { describe, expect, it } from 'vitest';
import { formatSource } from '@marshal/core';
import { type BattleState, baseCombatRules, battleModule, botCommand } from '@marshal/battletech';
import { MISSIONS } from './missions/index';
import { missionBattle } from './to-battle';
import { CLEAR_BOARD, HUNCHBACK, battleStart, bundled, step } from '../test/scripted-battle';

const hbk = bundled(HUNCHBACK);
const units = (a: number, d: number) => [
  ...Array.from({ length: a }, (_, i) => ({ entry: { id: `a${i + 1}`, side: 'attacker' as const }, unit: hbk })),
  ...Array.from({ length: d }, (_, i) => ({ entry: { id: `d${i + 1}`, side: 'defender' as const }, unit: hbk })),
];
const board = { name: 'clear', text: CLEAR_BOARD };
const tokens: Record<string, { tokens: { id: string; hex: string }[]; objectiveHex?: string }> = {
  sabotage: { tokens: ['0305', '0805', '1305', '0810'].map((hex, i) => ({ id: `t${i + 1}`, hex })) },
  'rapid-recon': { tokens: ['0508', '1008', '0512', '1012'].map((hex, i) => ({ id: `t${i + 1}`, hex })) },
  extraction: { tokens: [], objectiveHex: '0808' },
  'take-the-position': { tokens: [], objectiveHex: '0805' },
};
const forMission = (id: string, extra: object = {}) =>
  missionBattle({
    mission: id,
    units: units(3, 2),
    boards: id === 'break-the-line' ? [board, board, board, board] : [board],
    attackerEdge: 'south',
    ...(tokens[id] ? { objectives: tokens[id] } : {}),
    ...(id === 'diversion' ? { units: units(2, 2).map((u, i) => (i < 2 ? { ...u, entry: { ...u.entry, group: i ? 'diversion' : 'trapped' } } : u)) } : {}),
    ...extra,
  });

describe('missions whose sides take it in turn to deploy', () => {
  it('Escort, Open Engagement, Assassination and Break the Line open with a deployment phase, the others place every unit at once', () => {
    const inTurns = MISSIONS.filter((m) => forMission(m.id).battle.deployment).map((m) => m.id);
    expect(inTurns.sort()).toEqual(['assassination', 'break-the-line', 'escort', 'open-engagement']);
    expect(battleStart(forMission('sabotage').battle).phase).toBe('initiative');
    expect(battleStart(forMission('open-engagement', { deployment: 'at-once' }).battle).phase).toBe('initiative');
  });

  it('Escort and Break the Line cite their Set Up (attacker first); Open Engagement says who starts is a labelled default', () => {
    const escort = forMission('escort').battle.deployment!;
    expect(escort.first).toBe('attacker');
    expect(formatSource(escort.source)).toBe('Mechwarriors of Fortune – The Missions, Escort › Set Up');
    const open = forMission('open-engagement').battle.deployment!;
    expect(open.source).toMatchObject({ kind: 'default', missing: 'who deploys first' });
    expect(open.rule).toMatch(/who starts is not said, so the attacker starts/u);
  });

  it("each side's zone is its mission zone on the real map: Open Engagement's three rows along each edge, less objectives", () => {
    const d = forMission('open-engagement').battle.deployment!;
    const att = d.zones.find((z) => z.side === 'attacker')!;
    expect(att.hexes).toHaveLength(16 * 3);
    expect(att.hexes.every((h) => Number(h.slice(2)) >= 15)).toBe(true);
    expect(att.name).toBe("along the attacker's edge (an edge zone is 3 rows deep) [Mechwarriors of Fortune – The Missions, Open Engagement › Set Up]");
    expect(d.zones.find((z) => z.side === 'defender')!.hexes.every((h) => Number(h.slice(2)) <= 3)).toBe(true);
  });

  it('Assassination: refused outside the zone and out of turn; the bot then places the rest in turns and the battle starts', () => {
    let s: BattleState = battleStart(forMission('assassination').battle);
    expect(() => step(s, { type: 'deploy', unit: 'a1', hex: '0810', facing: 0 })).toThrow(
      /0810 is outside Attacker's deployment zone: along the attacker's edge/u,
    );
    s = step(s, { type: 'deploy', unit: 'a1', hex: '0816', facing: 1 });
    expect(() => step(s, { type: 'deploy', unit: 'a2', hex: '0916', facing: 0 })).toThrow(/Defender's turn to deploy/u);
    const order: string[] = [];
    while (s.phase === 'deployment') {
      const c = botCommand(s, baseCombatRules)!;
      if (c.type === 'deploy') order.push(c.unit);
      const r = battleModule.resolve(s, c, { dice: undefined as never, rules: baseCombatRules });
      if (!Array.isArray(r)) throw new Error('refused');
      s = r.reduce(battleModule.apply, s);
    }
    expect(order).toEqual(['d1', 'a2', 'd2', 'a3']);
    expect(s.positions.a1).toEqual({ hex: '0816', facing: 1 });
    expect(s.phase).toBe('initiative');
  });
});
