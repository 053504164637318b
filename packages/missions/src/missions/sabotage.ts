/** Sabotage: raid four level-1 buildings the defender guards; each one destroyed pays a quarter. */
import { s000 } from '../sources';
import type { MissionState } from '../tracker/state';
import type { MissionRules } from '../options';
import { allGone, ceasefireEnd, defenderSalvage, pending, result, status } from './common';
import type { MissionDefinition } from './types';

const S = 'Sabotage';

/** Each building's construction factor: a quarter of the game's tonnage, rounded up (350 t → 88). */
export const sabotageBuildingCf = (gameTonnage: number): number => Math.ceil(gameTonnage / 4);

export const buildingsDestroyed = (s: MissionState): number => s.objectives.buildings.filter((b) => b.damage >= b.cf).length;

export const sabotage: MissionDefinition = {
  id: 'sabotage',
  title: 'Sabotage',
  source: s000(S),
  summary: 'A fast raid on key facilities; each objective is a level-1 building with a quarter of the game tonnage as construction factor.',
  edges: 'narrow-to-narrow',
  deployment: [
    { side: 'objective', text: 'after the attacker picks his edge, the defender places 4 objective tokens at least 5 hexes apart, none in water deeper than 0', source: s000(`${S} › Set Up`) },
    { side: 'defender', text: 'anywhere, but not within 9 hexes of the attacker\'s edge', source: s000(`${S} › Set Up`) },
    { side: 'attacker', text: 'enters during turn 1 from his edge', source: s000(`${S} › Set Up`) },
  ],
  specialRules: [{ side: 'objective', text: 'buildings are immobile structures, −4 to be hit, destroyed when their construction factor is gone', source: s000(`${S} › Special rules`) }],
  withdrawalEdges: { attacker: ['home'], defender: ['far', 'flank'] },
  freeWithdrawal: [],
  payAccrues: true,
  accepts: ['damageBuilding'],
  salvage: defenderSalvage(S),
  gameEnd(s) {
    if (allGone(s, 'attacker')) return { text: 'the attacker has no units left on the board', source: s000(`${S} › Game end`) };
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
