/** Sabotage: raid four level-1 buildings the defender guards; each one destroyed pays a quarter. */
import { MarshalError } from '@marshal/core';
import { s000 } from '../sources';
import type { MissionState } from '../tracker/state';
import type { MissionRules } from '../options';
import { allGone, ceasefireEnd, defenderSalvage, pending, result, sideOutReason, status } from './common';
import type { MissionDefinition } from './types';
import { objectiveName, objectiveNumber } from '../objective-names';
import { outOfWater } from './on-map';
import { homeZone, setUp } from './zones';

const S = 'Sabotage';

/** Each building's construction factor: a quarter of the game's tonnage, rounded up (350 t → 88). */
export const sabotageBuildingCf = (gameTonnage: number): number => Math.ceil(gameTonnage / 4);

/** The seed's rule for shots at the objective buildings: immobile structures, −4 to be hit. */
export const SABOTAGE_TO_HIT = {
  label: 'objective building (immobile structure)',
  value: -4,
  source: s000(`${S} › Special rules`, 'objective buildings are immobile structures, −4 to be hit, destroyed when their construction factor is gone'),
};

export const buildingsDestroyed = (s: MissionState): number => s.objectives.buildings.filter((b) => b.damage >= b.cf).length;

export const sabotage: MissionDefinition = {
  id: 'sabotage',
  title: 'Sabotage',
  source: s000(S),
  summary: 'A fast raid on key facilities; each objective is a level-1 building with a quarter of the game tonnage as construction factor.',
  edges: 'narrow-to-narrow',
  deployment: [
    {
      side: 'objective',
      text: 'after the attacker picks his edge, the defender places 4 objective tokens at least 5 hexes apart, none in water deeper than 0',
      source: s000(`${S} › Set Up`),
    },
    { side: 'defender', text: "anywhere, but not within 9 hexes of the attacker's edge", source: s000(`${S} › Set Up`) },
    { side: 'attacker', text: 'enters during turn 1 from his edge', source: s000(`${S} › Set Up`) },
  ],
  zones: [
    { side: 'defender', zone: { kind: 'anywhere', fromAttackerEdge: 9 }, text: "anywhere at least 9 hexes from the attacker's edge", source: setUp(S) },
    // The attacker enters from his edge on turn 1: placed on the edge row.
    homeZone('attacker', S, { zone: { kind: 'edge', edge: 'home', depth: 1 }, text: "on the attacker's edge row, entering on turn 1" }),
  ],
  specialRules: [
    {
      side: 'objective',
      text: 'buildings are immobile structures, −4 to be hit, destroyed when their construction factor is gone',
      source: s000(`${S} › Special rules`),
    },
  ],
  withdrawalEdges: { attacker: ['home'], defender: ['far', 'flank'] },
  freeWithdrawal: [],
  accepts: ['damageBuilding'],
  objectiveTokens: (params) => params.sabotageBuildings,
  checkSetup(setup) {
    const deep = setup.objectives.tokens.find((t) => t.waterDepth > 0);
    if (deep)
      throw new MarshalError(
        'objective-tokens',
        `${objectiveName(deep.id, setup.objectives.tokens)} is in water of depth ${deep.waterDepth}; Sabotage objectives may not be in water deeper than 0`,
        { field: 'objectives.tokens' },
      );
  },
  checkOnMap: (objectives, _params, map) => outOfWater(objectives.tokens, 0, map, s000(`${S} › Set Up`), 'objectives.tokens'),
  initObjectives: (setup, _params, gameTonnage) => ({
    buildings: setup.objectives.tokens.map((t) => ({ id: t.id, hex: t.hex, cf: sabotageBuildingCf(gameTonnage), damage: 0 })),
  }),
  payPerObjective: true,
  salvage: defenderSalvage(S),
  briefingNumbers({ units }) {
    const tons = units.reduce((t, u) => t + u.tonnage, 0);
    return [{ label: 'Construction factor of each objective building', value: `${sabotageBuildingCf(tons)} (${tons} t ÷ 4, rounded up)`, source: s000(S) }];
  },
  battle: {
    /**
     * One building on each objective token, with the construction factor the tracker gives it (a quarter of the
     * game's tonnage, rounded up), so fire in the battle can bring them down; the seed makes them −4 to hit.
     */
    buildings({ objectives, units }) {
      const cf = sabotageBuildingCf(units.reduce((t, u) => t + u.tonnage, 0));
      return {
        buildings: (objectives.tokens ?? []).map((t) => ({
          id: t.id,
          hex: t.hex,
          cf,
          label: `objective building ${objectiveNumber(t.id, objectives.tokens)}`,
        })),
        toHit: SABOTAGE_TO_HIT,
      };
    },
  },
  gameEnd(s) {
    if (allGone(s, 'attacker')) return sideOutReason(s, 'attacker', 'the attacker has withdrawn all its units from the board', S);
    return ceasefireEnd(s);
  },
  evaluate(s, rules: MissionRules) {
    const n = buildingsDestroyed(s);
    const src = s000(`${S} › Victory Conditions`);
    const pay = 25 * n;
    const reasons = [{ text: `${n} of ${s.objectives.buildings.length} structures destroyed: ${pay}% of the attacker's pay (25% each)`, source: src }];
    if (!s.ended && n < 3) return pending(reasons);
    const attackerWins = n >= 3;
    const defenderLoses = n >= 3 || (rules.sabotageDefenderDefeat === 'two-or-more' && n >= 2);
    const attacker = attackerWins ? result('complete-victory', pay, 'gain', reasons) : result('defeat', pay, 'lose', reasons);
    const defender = defenderLoses ? result('defeat', 50, 'lose', reasons) : result('complete-victory', 100, 'gain', reasons);
    return status(attacker, defender);
  },
};
