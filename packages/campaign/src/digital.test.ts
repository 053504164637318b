import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LiveGame, ScriptedDice, playCommand, startGame } from '@marshal/core';
import { type BattleState, type CarriedDamagePoint, applyCarriedDamage, baseCombatRules, battleModule } from '@marshal/battletech';
import { type Unit, parseMtf } from '@marshal/catalog';
import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_SOURCE } from './deployment';
import { campaignBattleSetup, deploymentHexes, digitalBattlePlan, landingDamagePoints } from './digital';
import { reportFromBattle } from './digital-report';
import type { CampaignEvent } from './events';
import { campaignModule } from './module';
import { baseRules } from './rules';
import { sampleCampaignSetup, unit } from './sample';
import { RULE } from './sources';
import type { CampaignSetupInput } from './setup';
import type { CampaignState } from './state';

const DATA = join(__dirname, '../../../data/megamek');
const mtf = (name: string): Unit => parseMtf(readFileSync(join(DATA, 'mechfiles/mechs/3039u', `${name}.mtf`), 'utf8'), name);
const CATALOG: Record<string, Unit> = {
  jenner: mtf('Jenner JR7-D'),
  atlas: mtf('Atlas AS7-D'),
  warhammer: mtf('Warhammer WHM-6R'),
  hunchback: mtf('Hunchback HBK-4G'),
};
const BOARD = { name: 'Beginner Box/16x17 Grassland 1', text: readFileSync(join(DATA, 'boards/Beginner Box/16x17 Grassland 1.board'), 'utf8') };

const setup = (): CampaignSetupInput => ({
  title: 'Digital test',
  goal: { description: 'Take the capital' },
  attacker: {
    name: 'Natalie',
    groups: [
      {
        id: 'recon',
        name: 'Recon',
        role: 'reconnaissance',
        lances: [{ id: 'r1', name: 'Recon lance', units: [unit('Jenner JR7-D', 7, 5, { id: 'jenner', tonnage: 35 })] }],
      },
      {
        id: 'line',
        name: 'Line',
        role: 'line',
        lances: [{ id: 'l1', name: 'Battle lance', units: [unit('Atlas AS7-D', 3, 0, { id: 'atlas', tonnage: 100 })] }],
      },
    ],
  },
  defender: {
    name: 'Ralph',
    groups: [
      {
        id: 'garrison',
        name: 'Garrison',
        role: 'line',
        lances: [{ id: 'g1', name: 'Garrison lance', units: [unit('Warhammer WHM-6R', 4, 0, { id: 'warhammer', tonnage: 70 })] }],
      },
    ],
  },
});

type Game = LiveGame & { readonly state: CampaignState };
function play(g: Game, command: unknown, faces: number[] = []): { game: Game; events: CampaignEvent[] } {
  const r = playCommand(g, command, new ScriptedDice(faces));
  if (!r.ok) throw new Error(r.rejection.reason);
  return { game: r.game as Game, events: r.events as CampaignEvent[] };
}
const refusal = (g: Game, command: unknown) => {
  const r = playCommand(g, command, new ScriptedDice([]));
  return r.ok ? null : r.rejection.reason;
};
const state = (g: Game): CampaignState => g.state;

/** Landing at −3 rolled 4+4 → 1 attack a 'Mech; the Jenner's attack hits (6+6), the Atlas's misses. */
function landed(): Game {
  const g = startGame(campaignModule, { setup: setup(), dice: { kind: 'scripted' } }) as Game;
  return play(g, { type: 'landing', modifier: -3, defender: ['warhammer'] }, [4, 4, 6, 6, 1, 1]).game;
}

/** A battle state that ended: the setup's units with the given damage applied and an outcome. */
function finished(s: CampaignState, winner: string | null, hurt: Record<string, CarriedDamagePoint[]>, withdrawn: string[] = []): BattleState {
  const plan = digitalBattlePlan(s, baseRules);
  if ('reason' in plan) throw new Error(plan.reason);
  const battle = battleModule.init(
    battleModule.parseSetup(campaignBattleSetup(s, baseRules, plan, [BOARD], (id) => CATALOG[id] ?? CATALOG.hunchback!)),
    baseCombatRules,
  );
  const units = { ...battle.units };
  for (const [id, hits] of Object.entries(hurt)) units[id] = applyCarriedDamage(units[id]!, hits, id);
  return { ...battle, units, withdrawn, phase: 'over', outcome: { result: winner ? 'victory' : 'draw', winner, reason: 'test', round: 3, crippled: {} } };
}

describe('a scenario fought as a digital battle', () => {
  it('builds the battle from the fielded units, landing damage already on the Jenner, deployed by the labelled default', () => {
    let g = landed();
    expect(state(g).units.jenner!.landingDamage).toBe(5);
    const plan = digitalBattlePlan(state(g), baseRules);
    if ('reason' in plan) throw new Error(plan.reason);
    expect(plan).toMatchObject({
      attacker: ['jenner', 'atlas'],
      defender: ['warhammer'],
      deployment: { attacker: { code: 'edge', edge: 'south' }, defender: { code: 'board' } },
    });
    expect(plan.deployment.source).toEqual(DEPLOYMENT_SOURCE);
    const battle = battleModule.init(battleModule.parseSetup(campaignBattleSetup(state(g), baseRules, plan, [BOARD], (id) => CATALOG[id]!)), baseCombatRules);
    const ct = battle.units.jenner!.locations.CT!;
    expect(ct.maxArmor - ct.armor).toBe(5);
    expect(battle.units.atlas!.locations.CT!.armor).toBe(battle.units.atlas!.locations.CT!.maxArmor);
    expect(battle.positions.jenner!.hex.slice(2)).toBe('17');
    expect(battle.positions.warhammer!.hex.slice(2)).toBe('04');
    g = play(g, { type: 'fightDigitally', battle: 'b-1', attacker: ['jenner', 'atlas'], defender: ['warhammer'] }).game;
    expect(state(g).scenario.battle).toMatchObject({ id: 'b-1', deployment: { attacker: { code: 'edge' } } });
  });

  it('refuses to fight a scenario before its roll, or with units the landing did not field', () => {
    const fresh = startGame(campaignModule, { setup: setup(), dice: { kind: 'scripted' } }) as Game;
    expect(refusal(fresh, { type: 'fightDigitally', battle: 'b', attacker: ['jenner'], defender: ['warhammer'] })).toMatch(/needs its roll/);
    expect(refusal(landed(), { type: 'fightDigitally', battle: 'b', attacker: ['jenner'], defender: ['warhammer'] })).toMatch(/were fixed/);
  });

  it('carries the battle damage back, repeats the lost landing with it, and the defender buys reinforcements with its 3600 points', () => {
    let g = play(landed(), { type: 'fightDigitally', battle: 'b-1', attacker: ['jenner', 'atlas'], defender: ['warhammer'] }).game;
    const battle = finished(
      state(g),
      'defender',
      {
        atlas: [
          { location: 'LT', amount: 32 },
          { location: 'LT', amount: 8, internal: true },
        ],
        warhammer: [{ location: 'RA', amount: 8 }],
      },
      ['jenner'],
    );
    expect(refusal(g, reportFromBattle(state(g), 'b-1', battle))).toBeNull();
    expect(() => reportFromBattle(state(g), 'b-2', battle)).toThrow(/not this scenario's battle/);
    expect(() => reportFromBattle(state(g), 'b-1', { ...battle, outcome: null })).toThrow(/not finished/);
    const report = reportFromBattle(state(g), 'b-1', battle);
    expect(refusal(g, { ...report, battle: 'b-9' })).toMatch(/not the digital battle of this landing \(that is b-1\)/);
    expect(refusal(g, { type: 'reportBattle', winner: 'attacker', destroyed: ['warhammer'], source: { kind: 'digital', recordId: 'b-9' } })).toMatch(
      /not the digital battle/,
    );
    const r = play(g, report);
    expect(r.events[0]).toMatchObject({
      type: 'battleReported',
      winner: 'defender',
      withdrawn: ['jenner'],
      losses: expect.arrayContaining([{ unit: 'atlas', status: 'damaged' }]),
    });
    g = r.game;
    const atlas = state(g).units.atlas!;
    expect(atlas.status).toBe('damaged');
    expect(atlas.damage).toEqual(
      expect.arrayContaining([
        { location: 'LT', amount: 32 },
        { location: 'LT', amount: 8, internal: true },
      ]),
    );
    expect(state(g).units.jenner!.damage).toEqual([{ location: 'CT', amount: 5 }]);

    const next = play(g, { type: 'nextTurn' });
    expect(next.events).toContainEqual(expect.objectContaining({ type: 'repairsBarred', side: 'attacker', units: ['jenner', 'atlas'] }));
    expect(next.events).toContainEqual(expect.objectContaining({ type: 'unitsRepaired', side: 'defender', units: ['warhammer'] }));
    expect(next.events).toContainEqual(expect.objectContaining({ type: 'logisticsCharged', side: 'defender', reason: 'repair', total: 7 }));
    g = next.game;
    expect(state(g).units.warhammer!.damage).toBeUndefined();
    expect(state(g).units.atlas!.damage?.length).toBe(2);

    const hunch = { ...unit('Hunchback HBK-4G', 4, 0, { id: 'hunch', tonnage: 50 }), value: 1041 };
    expect(refusal(g, { type: 'reinforce', lance: 'g1', units: [{ ...hunch, value: 3700 }] })).toMatch(/may spend 3600 more/);
    const bought = play(g, { type: 'reinforce', lance: 'g1', units: [hunch] });
    expect(bought.events[0]).toMatchObject({ type: 'reinforcementsBought', group: 'garrison', cost: 1041, left: 2559 });
    g = bought.game;
    expect(state(g).units.hunch).toMatchObject({ side: 'defender', group: 'garrison', lance: 'g1' });
    expect(refusal(g, { type: 'landing', defender: ['warhammer', 'hunch'], defenderSpend: 2600 })).toMatch(/at most 2559/);

    g = play(g, { type: 'landing', defender: ['warhammer', 'hunch'] }).game;
    const plan = digitalBattlePlan(state(g), baseRules);
    if ('reason' in plan) throw new Error(plan.reason);
    expect(plan.deployment).toMatchObject({ attacker: { code: 'board' }, note: expect.stringMatching(/start on the map/) });
    const second = battleModule.init(
      battleModule.parseSetup(campaignBattleSetup(state(g), baseRules, plan, [BOARD], (id) => CATALOG[id] ?? CATALOG.hunchback!)),
      baseCombatRules,
    );
    const lt = second.units.atlas!.locations.LT!;
    expect([lt.maxArmor - lt.armor, lt.maxStructure - lt.structure]).toEqual([32, 8]);
    expect(second.sideOf.hunch).toBe('defender');
  });

  it('deploys a meeting engagement by its roll, and the other scenarios by the labelled default', () => {
    let g = startGame(campaignModule, { setup: sampleCampaignSetup(), dice: { kind: 'scripted' } }) as Game;
    g = play(g, { type: 'landing', modifier: -3, defender: [] }, [1, 1]).game;
    g = play(g, { type: 'nextTurn' }).game;
    const recon = (side: 'attacker' | 'defender') =>
      Object.values(state(g).units)
        .filter((u) => u.side === side && u.group.includes('recon'))
        .map((u) => u.unit.id);
    g = play(g, { type: 'meetingEngagement', attacker: recon('attacker'), defender: recon('defender') }, [4, 3]).game;
    const plan = digitalBattlePlan(state(g), baseRules);
    if ('reason' in plan) throw new Error(plan.reason);
    expect(plan.deployment).toMatchObject({
      attacker: { code: 'edge', edge: 'south' },
      defender: { code: 'board', edge: 'north' },
      source: RULE.deploymentCodes,
    });
    expect(plan.deployment.note).toMatch(/maps chosen by the defender/);
    expect(deploymentHexes({ width: 16, height: 17 }, { code: 'board-1st', edge: 'north' }, 3)).toEqual([
      { hex: '0304', facing: 3 },
      { hex: '0904', facing: 3 },
      { hex: '1404', facing: 3 },
    ]);
  });

  it('places landing hits as 5-point groups on the locations in turn (labelled default)', () => {
    expect(landingDamagePoints(12, 5, ['HD', 'CT', 'LT', 'RT'])).toEqual([
      { location: 'CT', amount: 5 },
      { location: 'RT', amount: 5 },
      { location: 'LT', amount: 2 },
    ]);
  });

  it('gives a draw to the defender and counts a dead pilot as destroyed', () => {
    const g = play(landed(), { type: 'fightDigitally', battle: 'b-1', attacker: ['jenner', 'atlas'], defender: ['warhammer'] }).game;
    const b = finished(state(g), null, {});
    const dead = { ...b, units: { ...b.units, warhammer: { ...b.units.warhammer!, pilot: { ...b.units.warhammer!.pilot, dead: true } } } };
    expect(reportFromBattle(state(g), 'b-1', dead)).toMatchObject({
      winner: 'defender',
      destroyed: ['warhammer'],
      notes: expect.stringMatching(/defender holds the field/),
    });
  });
});
