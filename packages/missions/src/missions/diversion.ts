/** Diversion: break a trapped part of the attacker's force out across the board. */
import { MarshalError } from '@marshal/core';
import { s000 } from '../sources';
import type { MissionUnit } from '../units';
import { type MissionState, onBoard } from '../tracker/state';
import {
  UNOPPOSED_NOTE,
  allGone,
  ceasefireEnd,
  countedGround,
  defenderGoneUnopposed,
  defenderSalvage,
  howUnitsWent,
  pending,
  sideOutReason,
  victoryFor,
} from './common';
import { unitsOf } from '../tracker/state';
import type { MissionDefinition } from './types';
import { homeZone, setUp } from './zones';

const S = 'Diversion';

/** The counted units ('Mechs and ground vehicles of 20 t+) split in half; with an odd count the trapped force is larger. */
export function checkDiversionSplit(units: readonly MissionUnit[], minTons = 20): { trapped: number; diversion: number } {
  const counted = units.filter((u) => u.side === 'attacker' && u.ground && u.tonnage >= minTons && u.withdrawalTest !== 'squad');
  const trapped = counted.filter((u) => u.group === 'trapped').length;
  const diversion = counted.filter((u) => u.group === 'diversion').length;
  const unassigned = counted.filter((u) => u.group !== 'trapped' && u.group !== 'diversion');
  const src = s000(`${S} › Set Up`);
  if (unassigned.length)
    throw new MarshalError(
      'diversion-split',
      `every counted unit must be in the trapped or diversion force; unassigned: ${unassigned.map((u) => u.name).join(', ')} [${src.kind === 'seed' ? src.section : ''}]`,
      { field: 'group' },
    );
  const want = Math.ceil(counted.length / 2);
  if (trapped !== want)
    throw new MarshalError(
      'diversion-split',
      `the trapped force must hold ${want} of the ${counted.length} counted 'Mechs and ground vehicles of ${minTons} t or more (half, the larger half if odd); it holds ${trapped} and the diversion force ${diversion}`,
      { field: 'group' },
    );
  return { trapped, diversion };
}

const trappedForce = (s: MissionState) => countedGround(s, 'attacker').filter((u) => u.unit.group === 'trapped');

export const diversion: MissionDefinition = {
  id: 'diversion',
  title: 'Diversion',
  source: s000(S),
  summary: "Part of the attacker's force is trapped; a diversionary attack helps it break out past the defender.",
  edges: 'narrow-to-narrow',
  deployment: [
    { side: 'attacker', text: 'trapped force along the far narrow edge (no Air Deployment); placed first', source: s000(`${S} › Set Up`) },
    { side: 'defender', text: 'whole force across the centre, no closer than 6 hexes to either narrow edge', source: s000(`${S} › Set Up`) },
    { side: 'attacker', text: 'diversion force along the home narrow edge; placed last', source: s000(`${S} › Set Up`) },
  ],
  zones: [
    { side: 'attacker', group: 'trapped', zone: { kind: 'edge', edge: 'far' }, text: 'the trapped force along the far narrow edge', source: setUp(S) },
    { side: 'defender', zone: { kind: 'anywhere', fromNarrowEdges: 6 }, text: 'across the centre, at least 6 hexes from either narrow edge', source: setUp(S) },
    homeZone('attacker', S, { others: true, text: 'the diversion force along the home narrow edge' }),
  ],
  specialRules: [
    { side: 'attacker', text: 'airborne units, infantry and battle armour may join either group but are not counted', source: s000(`${S} › Set Up`) },
  ],
  withdrawalEdges: { attacker: ['home'], defender: ['flank'] },
  freeWithdrawal: ['attacker'],
  accepts: [],
  checkSetup: (setup, params) => void checkDiversionSplit(setup.units, params.minGroundTons),
  objectiveExit: (_s, u, edge) => (u.unit.group === 'trapped' && edge === 'home' ? 'a trapped unit breaking out' : null),
  salvage: defenderSalvage(S),
  gameEnd(s) {
    for (const side of ['attacker', 'defender'] as const) if (allGone(s, side)) return sideOutReason(s, side, `all the ${side}'s units have left the board`, S);
    return ceasefireEnd(s);
  },
  evaluate(s, rules) {
    const t = trappedForce(s);
    const out = t.filter((u) => u.status === 'exited' && u.exit?.edge === 'home').length;
    const free = defenderGoneUnopposed(s, rules) ? t.filter((u) => u.status === 'active').length : 0;
    if (free) {
      const why = [
        {
          text:
            `${out} of ${t.length} trapped units had broken out when the defender left the board (${howUnitsWent(unitsOf(s, 'defender'))}); ` +
            `the ${free} still able to move break out unopposed`,
          source: s000(`${S} › Victory Conditions`, UNOPPOSED_NOTE),
        },
      ];
      return 2 * (out + free) > t.length ? victoryFor('attacker', why) : victoryFor('defender', why);
    }
    const still = s.ended ? 0 : t.filter(onBoard).length;
    const src = s000(`${S} › Victory Conditions`);
    const reasons = [{ text: `${out} of ${t.length} trapped units have broken out by the diversion force's edge; ${still} still on the board`, source: src }];
    if (2 * out > t.length) return victoryFor('attacker', reasons);
    if (2 * (out + still) <= t.length) return victoryFor('defender', reasons);
    return pending(reasons);
  },
};
