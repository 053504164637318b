/** Break the Line: punch the raiding force through and off the far short edge within 8 turns. */
import { s000 } from '../sources';
import { type MissionState, unitsOf } from '../tracker/state';
import {
  UNOPPOSED_NOTE,
  ceasefireEnd,
  countedGround,
  defenderGoneUnopposed,
  defenderSalvage,
  howUnitsWent,
  pending,
  sideOutReason,
  sideRetreated,
  victoryFor,
} from './common';
import type { MissionDefinition } from './types';
import { attackerFirst, homeZone, setUp } from './zones';

const S = 'Break the Line';
const V = `${S} › Victory Conditions`;

export function raidersThrough(s: MissionState): { raiders: number; through: number } {
  const raiders = countedGround(s, 'attacker');
  const limit = s.params.breakLineTurnLimit;
  const through = raiders.filter((u) => u.status === 'exited' && u.exit?.edge === 'far' && u.exit.turn <= limit && u.exit.walkMp * 2 >= u.unit.walkMp).length;
  return { raiders: raiders.length, through };
}

export const breakTheLine: MissionDefinition = {
  id: 'break-the-line',
  title: 'Break the Line',
  source: s000(S),
  summary: "The attacker punches through a gap in the defender's line; the defender rushes in to stop or slow the breach.",
  edges: 'narrow-to-narrow',
  sheets: 4,
  deployment: [
    { side: 'attacker', text: 'along the short edge he chooses; deploys first, then sides alternate', source: s000(`${S} › Set Up`) },
    { side: 'defender', text: 'along both long edges', source: s000(`${S} › Set Up`) },
  ],
  deployInTurns: attackerFirst(S),
  zones: [homeZone('attacker', S), { side: 'defender', zone: { kind: 'edge', edge: 'flanks' }, text: 'along both long edges', source: setUp(S) }],
  specialRules: [
    {
      side: 'attacker',
      text: 'the raiding force is every attacking ground unit of 20 t or more; only it decides the mission',
      source: s000(`${S} › Special rules`),
    },
    {
      side: 'attacker',
      text: 'raiders exit by the far short edge; others may withdraw by the home edge per the common rules',
      source: s000(`${S} › Special rules`),
    },
  ],
  withdrawalEdges: { attacker: ['home', 'far'], defender: ['flank'] },
  freeWithdrawal: [],
  accepts: [],
  objectiveExit: (s, u, edge) =>
    u.unit.side === 'attacker' && u.unit.ground && u.unit.tonnage >= s.params.minGroundTons && edge === 'far' ? 'a raider breaking through' : null,
  turnTrack: (params) => [{ afterTurn: params.breakLineTurnLimit, text: 'raiders leaving after this turn no longer count', source: s000(V) }],
  salvage: defenderSalvage(S),
  gameEnd(s) {
    const gone = sideRetreated(s);
    return gone ? sideOutReason(s, gone, `the ${gone} has exited all its forces from the map`, S) : ceasefireEnd(s);
  },
  evaluate(s, rules) {
    const { raiders, through } = raidersThrough(s);
    const limit = s.params.breakLineTurnLimit;
    // Raiders still on the board with at least half their walking MP get off unopposed while turns remain.
    const able = countedGround(s, 'attacker').filter((u) => u.status === 'active' && 2 * (u.facts.walkMp ?? u.unit.walkMp) >= u.unit.walkMp);
    if (s.turn - 1 < limit && able.length && defenderGoneUnopposed(s, rules)) {
      const why = [
        {
          text:
            `${through} of ${raiders} raiders were off the far edge when the defender left the board (${howUnitsWent(unitsOf(s, 'defender'))}); ` +
            `the ${able.length} still on it with at least half their walking MP get off unopposed`,
          source: s000(V, UNOPPOSED_NOTE),
        },
      ];
      return 2 * (through + able.length) > raiders ? victoryFor('attacker', why) : victoryFor('defender', why);
    }
    const reasons = [{ text: `${through} of ${raiders} raiders off the far edge by turn ${limit} with at least half their walking MP`, source: s000(V) }];
    if (2 * through > raiders) return victoryFor('attacker', reasons);
    if (s.turn - 1 >= limit || s.ended) return victoryFor('defender', reasons);
    return pending(reasons);
  },
};
