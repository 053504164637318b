import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resolveRuleset } from '@marshal/core';
import { parseMtf } from '@marshal/catalog';
import { missionParamsSchema } from './params';
import { missionOptions, baseMissionRules } from './options';
import {
  HOUSE_RULE_CHOICES,
  OPTIONAL_RULE_CHOICES,
  PARAM_CHOICES,
  houseRuleChoicesFor,
  houseRuleManifest,
  optionalRuleProblem,
  paramChoicesFor,
  paramProblem,
} from './setup-choices';
import { missionBriefing } from './briefing';
import { missionModule } from './tracker/module';
import { missionBattle } from './to-battle';
import type { MissionUnit } from './units';

const unit = (id: string, side: 'attacker' | 'defender', value: number, tonnage = 50): MissionUnit => ({
  id,
  name: id,
  side,
  tonnage,
  countsForBoardSize: true,
  ground: true,
  withdrawalTest: 'mech',
  walkMp: 5,
  value,
  support: false,
  commander: false,
  canRecon: true,
  tag: false,
  activeProbe: false,
  hands: true,
  piloting: 5,
  crewSurvival: true,
});

describe('mission set-up choices', () => {
  it('offers every mission number the package defines, each with a label, its default and a source', () => {
    expect(PARAM_CHOICES.map((p) => p.key).sort()).toEqual(Object.keys(missionParamsSchema.shape).sort());
    for (const p of PARAM_CHOICES) {
      expect(p.label.length).toBeGreaterThan(5);
      expect(p.defaultValue).toBe(missionParamsSchema.parse({})[p.key]);
      expect(paramProblem(p, p.defaultValue)).toBeNull();
    }
    expect(paramChoicesFor('escort').map((p) => p.key)).toEqual(['ceasefireEarliestTurn', 'convoyTonsPerPackrat']);
    expect(paramChoicesFor('rapid-recon').map((p) => p.key)).toContain('reconBaseTarget');
    expect(paramChoicesFor('rapid-recon').map((p) => p.key)).not.toContain('convoyTonsPerPackrat');
  });

  it('refuses numbers the rules cannot take, in the words of the label', () => {
    const tons = PARAM_CHOICES.find((p) => p.key === 'convoyTonsPerPackrat')!;
    expect(paramProblem(tons, 0)).toBe('Attacking tons per Packrat in the convoy: must be more than 0');
    expect(paramProblem(tons, 12.5)).toBe('Attacking tons per Packrat in the convoy: enter a whole number');
    expect(paramProblem(tons, NaN)).toMatch(/enter a number/);
    const share = PARAM_CHOICES.find((p) => p.key === 'positionTonnageShare')!;
    expect(paramProblem(share, 0.5)).toBeNull();
    expect(paramProblem(share, 1.5)).toMatch(/at most 1/);
  });

  it('groups the house-rule switches with the documented default first, and only sends what differs from it', () => {
    expect(HOUSE_RULE_CHOICES.flatMap((h) => h.alternatives.map((a) => a.id)).sort()).toEqual(missionOptions.options.map((o) => o.id).sort());
    const escort = houseRuleChoicesFor('escort');
    expect(escort.map((h) => h.id)).toEqual(['escort-exact-half', 'support-withdrawal-signals-retreat']);
    expect(escort[0]!.alternatives[0]).toMatchObject({ id: 'escort-half-attacker', isDefault: true });
    expect(houseRuleManifest({ 'escort-exact-half': 'escort-half-attacker' })).toEqual([]);
    const manifest = houseRuleManifest({ 'escort-exact-half': 'escort-half-defender', 'support-withdrawal-signals-retreat': true });
    expect(manifest).toEqual(['escort-half-defender', 'support-withdrawal-signals-retreat']);
    const rules = resolveRuleset(missionOptions, baseMissionRules, manifest).rules;
    expect(rules).toMatchObject({ escortExactHalf: 'defender', supportSignalsRetreat: true });
  });

  it("offers Tactical Operations rules and the missions' own knockdown rule, refusing the pair that cannot go together", () => {
    const ids = OPTIONAL_RULE_CHOICES.map((o) => o.id);
    expect(ids).toContain('tacops-floating-criticals');
    expect(ids).toContain('missions-weight-class-damage-psr');
    expect(ids).not.toContain('bmm-enhanced-flamers');
    expect(optionalRuleProblem(['tacops-floating-criticals'])).toBeNull();
    expect(optionalRuleProblem(['tacops-taking-damage', 'missions-weight-class-damage-psr'])).toMatch(/cannot be played together/);
    expect(optionalRuleProblem(['no-such-rule'])).toMatch(/not an optional rule/);
  });

  it('puts the choices on the set-up sheet and in the tracker', () => {
    const units = [unit('a1', 'attacker', 1000), unit('a2', 'attacker', 900), unit('d1', 'defender', 1000), unit('d2', 'defender', 1000)];
    const b = missionBriefing({
      mission: 'escort',
      units,
      sheets: 2,
      layout: { rows: 2, cols: 1 },
      ruleset: ['escort-half-defender'],
      optionalRules: ['tacops-floating-criticals'],
    });
    expect(b.board.layout.note).toBe('2 rows of 1, as the players laid them out');
    expect(b.houseRules.map((r) => r.id)).toContain('escort-half-defender');
    expect(b.houseRules.map((r) => r.id)).not.toContain('escort-half-attacker');
    expect(b.houseRules.map((r) => r.id)).not.toContain('sabotage-defeat-three-or-four');
    expect(b.optionalRules).toEqual([expect.objectContaining({ id: 'tacops-floating-criticals', title: 'Floating critical hits' })]);
    expect(() => missionBriefing({ mission: 'escort', units, sheets: 5, layout: { rows: 1, cols: 3 } })).toThrow(/5 sheets cannot be laid out in 1 row of 3/);
    const setup = missionModule.parseSetup({ mission: 'assassination', units, targets: { defender: 'd2' }, optionalRules: ['tacops-eccm'] });
    const state = missionModule.init(setup, baseMissionRules);
    expect(state.objectives.assassinationTargets).toEqual({ attacker: 'a1', defender: 'd2' });
    expect(() => missionModule.init(missionModule.parseSetup({ mission: 'open-engagement', units, optionalRules: ['made-up'] }), baseMissionRules)).toThrow(
      /not an optional rule the missions offer/,
    );
  });

  it('a digital battle carries the chosen targets, the General Retreat switch and the agreed optional rules to its tracker', () => {
    const data = resolve(import.meta.dirname, '../../../data/megamek');
    const mtf = (path: string) => parseMtf(readFileSync(resolve(data, 'mechfiles', path), 'utf8'), path);
    const grass = { name: 'Grassland 1', text: readFileSync(resolve(data, 'boards/Beginner Box/16x17 Grassland 1.board'), 'utf8') };
    const hbk = mtf('mechs/3039u/Hunchback HBK-4G.mtf');
    const built = missionBattle({
      mission: 'assassination',
      units: [
        { entry: { id: 'a1', side: 'attacker', value: 1000 }, unit: hbk },
        { entry: { id: 'd1', side: 'defender', value: 1000 }, unit: hbk },
        { entry: { id: 'd2', side: 'defender', value: 1000 }, unit: hbk },
      ],
      boards: [grass],
      targets: { defender: 'd2' },
      targetIgnoresGeneralRetreat: false,
      optionalRules: ['tacops-eccm'],
    });
    expect(built.mission).toMatchObject({ targets: { defender: 'd2' }, targetIgnoresGeneralRetreat: false, optionalRules: ['tacops-eccm'], sheets: 1 });
    const state = missionModule.init(missionModule.parseSetup(built.mission), baseMissionRules);
    expect(state.objectives.assassinationTargets.defender).toBe('d2');
    expect(state.targetIgnoresGeneralRetreat).toBe(false);
  });
});
