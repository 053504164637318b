/** Escort: run a Packrat convoy from one narrow edge off the opposite one; the defender intercepts. */
import { s000 } from '../sources';
import { type MissionState, onBoard, unitsOf } from '../tracker/state';
import { allGone, ceasefireEnd, defenderSalvage, pending, sideOutReason, status, won, lost } from './common';
import type { MissionDefinition } from './types';
import { attackerFirst, homeZone, setUp } from './zones';
import type { MissionRules } from '../options';
import { convoyEntries, packratCount } from '../convoy';

const S = 'Escort';

export function convoy(s: MissionState) {
  return unitsOf(s, 'attacker').filter((u) => u.unit.group === 'convoy');
}

export const escort: MissionDefinition = {
  id: 'escort',
  title: 'Escort',
  source: s000(S),
  summary: 'The attacker drives a convoy of Packrats across enemy ground; the defender tries to destroy it.',
  edges: 'narrow-to-narrow',
  deployment: [
    { side: 'attacker', text: 'along one narrow edge; deploys first, then sides alternate', source: s000(`${S} › Set Up`) },
    { side: 'defender', text: "anywhere, at least 9 hexes from the attacker's deployment zone", source: s000(`${S} › Set Up`) },
  ],
  deployInTurns: attackerFirst(S),
  zones: [
    homeZone('attacker', S),
    {
      side: 'defender',
      zone: { kind: 'anywhere', fromAttackerZone: 9 },
      text: "anywhere at least 9 hexes from the attacker's deployment zone",
      source: setUp(S),
    },
  ],
  specialRules: [
    { side: 'attacker', text: 'one Packrat LRPV PKR-T5 (SRM2), gunnery/piloting 6/6, per full 50 tons of the attacking force', source: s000(`${S} › Set Up`) },
    { side: 'attacker', text: 'the convoy moves first each turn, before initiative and before any other unit', source: s000(`${S} › Special rules`) },
  ],
  withdrawalEdges: { attacker: ['far'], defender: ['flank'] },
  freeWithdrawal: ['attacker'],
  accepts: [],
  objectiveExit: (_s, u, edge) => (u.unit.group === 'convoy' && edge === 'far' ? 'a Packrat escaping by the far edge' : null),
  salvage: defenderSalvage(S),
  briefingNumbers({ units, params }) {
    // The attacking force's tons: the convoy's own Packrats, once added, do not earn more Packrats.
    const tons = units.filter((u) => u.side === 'attacker' && u.group !== 'convoy').reduce((t, u) => t + u.tonnage, 0);
    return [
      {
        label: 'Packrats in the convoy',
        value: `${packratCount(tons, params.convoyTonsPerPackrat)} (attacker ${tons} t ÷ ${params.convoyTonsPerPackrat}, rounded down)`,
        source: s000(`${S} › Set Up`),
      },
    ];
  },
  battle: {
    /** A force without a convoy gets the seed's: one Packrat, 6/6, per full 50 attacking tons. */
    extraUnits({ units, params }) {
      if (units.some((u) => u.group === 'convoy')) return [];
      return convoyEntries(
        units.filter((u) => u.side === 'attacker').reduce((t, u) => t + u.tonnage, 0),
        params.convoyTonsPerPackrat,
      );
    },
    /** The convoy moves before every other unit each turn, whatever the initiative. */
    movesFirst: (entry) => entry.group === 'convoy',
  },
  gameEnd(s) {
    const att = unitsOf(s, 'attacker');
    if (att.length && allGone(s, 'attacker')) return sideOutReason(s, 'attacker', 'every attacking unit and Packrat has left the board', S);
    return ceasefireEnd(s);
  },
  evaluate(s, rules: MissionRules) {
    const c = convoy(s);
    const n = c.length;
    const out = c.filter((u) => u.status === 'exited' && u.exit?.edge === 'far').length;
    const still = s.ended ? 0 : c.filter(onBoard).length;
    const src = s000(`${S} › Victory Conditions`);
    const half =
      rules.escortExactHalf === 'attacker'
        ? { text: 'exactly half counts for the attacker (house-rule switch escort-half-*)', source: src }
        : { text: 'exactly half counts for the defender (house-rule switch escort-half-*)', source: src };
    const attackerWins = (k: number) => (rules.escortExactHalf === 'attacker' ? 2 * k >= n : 2 * k > n);
    const reasons = [{ text: `${out} of ${n} Packrats have left by the far narrow edge; ${still} still on the board`, source: src }, half];
    if (n === 0) return pending([{ text: 'no convoy has been assigned (group "convoy")', source: src }]);
    if (attackerWins(out)) return status(won(reasons), lost(reasons));
    if (!attackerWins(out + still)) return status(lost(reasons), won(reasons));
    return pending(reasons);
  },
};
