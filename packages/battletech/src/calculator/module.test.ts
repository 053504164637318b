import { SeededDice, parseRecord, playCommand, revealSeed, scriptedDice, serializeRecord, startGame, verifyRecord, type LiveGame } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { type CombatEvent, type CombatState, combatModule } from './module';
import { mechUnit } from '../test/fixtures';

const setup = {
  title: 'Solaris duel',
  units: [
    { id: 'tsm', unit: mechUnit({ tonnage: 50, tsm: true, name: 'TSM Medium' }), gunnery: 4, piloting: 5, heat: 9 },
    { id: 'assault', unit: mechUnit({ tonnage: 80, name: 'Assault' }), gunnery: 4, piloting: 5 },
  ],
};
const kick = { type: 'physicalAttack', kind: 'kick', attacker: 'tsm', target: 'assault', limb: 'RL', attackerMoved: 'ran', targetMoved: { hexes: 5 } };
const laser = {
  type: 'weaponAttack',
  attacker: 'assault',
  target: 'tsm',
  weapon: 'Medium Laser',
  range: 4,
  attackerMoved: 'walked',
  targetMoved: { hexes: 6, jumped: false },
};

function play(seed: string): LiveGame {
  const dice = SeededDice.fromSeed(seed);
  let game = startGame(combatModule, { ruleset: ['solaris-vii'], setup, dice: { kind: 'seeded', seed } });
  for (const c of [laser, kick, { type: 'endPhase' }, { type: 'heatPhase', movementHeat: { tsm: 2, assault: 1 } }]) {
    const r = playCommand(game, c, dice);
    if (!r.ok) throw new Error(r.rejection.reason);
    game = r.game;
  }
  return { ...game, record: revealSeed(game.record, seed) };
}

describe('combat game module', () => {
  it('the worked example through the module: to-hit 6, 20 damage, two rolls at 4', () => {
    const game = startGame(combatModule, { ruleset: ['solaris-vii'], setup, dice: { kind: 'scripted' } });
    const r = playCommand(game, kick, scriptedDice(3, 4, 1));
    if (!r.ok) throw new Error(r.rejection.reason);
    const report = (
      r.events[0] as unknown as { report: { toHit: { target: number; odds: { successes: string } }; hits: { damage: number; location: string }[] } }
    ).report;
    expect(report.toHit.target).toBe(6);
    expect(report.toHit.odds.successes).toBe('26');
    expect(report.hits).toMatchObject([{ location: 'RL', damage: 20 }]);
    const end = playCommand(r.game, { type: 'endPhase' }, scriptedDice(2, 2, 1, 3));
    if (!end.ok) throw new Error(end.rejection.reason);
    const psrs = (end.events[0] as unknown as { reports: { unit: string; psrs: { ruling: { target: number }; success: boolean }[] }[] }).reports.find(
      (x) => x.unit === 'assault',
    )!.psrs;
    expect(psrs.map((p) => [p.ruling.target, p.success])).toEqual([
      [4, true],
      [4, true],
    ]);
    expect((end.game.state as CombatState).units.assault!.damageThisPhase).toBe(0);
  });
  it('a seeded session replays byte for byte and verifies', () => {
    const text = serializeRecord(play('duel-1').record);
    expect(serializeRecord(play('duel-1').record)).toBe(text);
    expect(verifyRecord(combatModule, parseRecord(text))).toMatchObject({ ok: true, entries: 4, diceVerified: true });
  });
  it('refuses unknown units, self-attacks, unknown weapons and disabled modes with the field', () => {
    const game = startGame(combatModule, { setup, dice: { kind: 'scripted' } });
    const bad = (c: object) => {
      const r = playCommand(game, c, scriptedDice(3, 3, 3));
      return r.ok ? null : r.rejection;
    };
    expect(bad({ ...laser, target: 'nobody' })).toMatchObject({ field: 'target' });
    expect(bad({ ...laser, target: 'assault' })).toMatchObject({ reason: expect.stringMatching(/itself/u) });
    expect(bad({ ...laser, weapon: 'Death Ray' })).toMatchObject({ field: 'weapon' });
    expect(bad({ ...laser, weapon: 'Machine Gun', range: 1, mode: 'rapid-fire' })).toMatchObject({ field: 'mode' });
  });
  it('setup errors name the field', () => {
    expect(() => combatModule.parseSetup({ units: [{ id: 'x', unit: {}, gunnery: 4, piloting: 5 }] })).toThrow(/units\.0\.unit/u);
  });
});

describe('heat phase through the module', () => {
  it('adds movement and engine heat, dissipates, and rolls shutdown and ammunition at high heat', () => {
    const hot = { ...setup, units: [{ ...setup.units[0]!, heat: 20 }, setup.units[1]!] };
    const game = startGame(combatModule, { setup: hot, dice: { kind: 'scripted' } });
    // heat 20 + 2 (ran) − 10 sinks = 12 for the TSM 'Mech: no checks; the assault at 0 + 1 − 10 → 0
    const r = playCommand(game, { type: 'heatPhase', movementHeat: { tsm: 2, assault: 1 } }, scriptedDice());
    if (!r.ok) throw new Error(r.rejection.reason);
    const s = r.game.state as CombatState;
    expect(s.units.tsm!.heat).toBe(12);
    expect(s.units.assault!.heat).toBe(0);
    const hotter = playCommand(r.game, { type: 'setHeat', unit: 'tsm', heat: 30 }, scriptedDice());
    if (!hotter.ok) throw new Error(hotter.rejection.reason);
    // 30 + 0 − 10 = 20: shutdown avoid 6 (roll 2+2 fails), no ammunition to explode
    const h = playCommand(hotter.game, { type: 'heatPhase', movementHeat: {} }, scriptedDice(2, 2));
    if (!h.ok) throw new Error(h.rejection.reason);
    const tsm = (h.game.state as CombatState).units.tsm!;
    expect(tsm).toMatchObject({ heat: 20, shutdown: true, pendingPsrs: ['shutdown'] });
    // the next heat phase is the battle loop's: a shut-down engine makes no heat; at 30 − 10 = 20 the unit rolls to
    // restart (the avoid-shutdown number, 6: 3+3 restarts it), then, running again, the shutdown check (3+3 avoids it)
    const hotAgain = playCommand(h.game, { type: 'setHeat', unit: 'tsm', heat: 30 }, scriptedDice());
    if (!hotAgain.ok) throw new Error(hotAgain.rejection.reason);
    const next = playCommand(hotAgain.game, { type: 'heatPhase', movementHeat: {} }, scriptedDice(3, 3, 3, 3));
    if (!next.ok) throw new Error(next.rejection.reason);
    const report = (next.events[0] as Extract<CombatEvent, { type: 'heatResolved' }>).reports.find((x) => x.unit === 'tsm')!;
    expect(report).toMatchObject({
      heat: 20,
      movementHeat: 0,
      engineHeat: 0,
      dissipated: 10,
      restart: { ruling: { target: 6 }, roll: 6, restarted: true },
      shutdown: { roll: 6, avoided: true },
    });
    expect((next.game.state as CombatState).units.tsm!.shutdown).toBe(false);
  });
});
