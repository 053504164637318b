/** Assassination: each side tries to take down the other's most valuable ground unit first. */
import { MarshalError } from '@marshal/core';
import { s000 } from '../sources';
import { type MissionState, type UnitState } from '../tracker/state';
import { type MissionUnit, type Side, otherSide } from '../units';
import { ceasefireEnd, pending, remainingSideSalvage, result, sideOutReason, sideRetreated, status, victoryFor } from './common';
import type { MissionDefinition } from './types';
import { inTurnsAttackerByDefault, homeZone, setUp } from './zones';

const S = 'Assassination';

/** The most valuable ground unit of a side that is not a support unit; a tie must be settled by the players. */
export function pickAssassinationTarget(units: readonly MissionUnit[], side: Side, chosen?: string): MissionUnit {
  const eligible = units.filter((u) => u.side === side && u.ground && !u.support);
  if (chosen) {
    const c = eligible.find((u) => u.id === chosen);
    // Named as the players know it, never by its id.
    const named = units.find((u) => u.id === chosen)?.name ?? chosen;
    if (!c)
      throw new MarshalError('assassination-target', `${named} cannot be the ${side}'s target: it must be a ground unit that is not a support unit`, {
        field: `targets.${side}`,
      });
    const best = Math.max(...eligible.map((u) => u.value));
    if (c.value < best)
      throw new MarshalError('assassination-target', `${c.name} (value ${c.value}) is not the ${side}'s most valuable ground unit (${best})`, {
        field: `targets.${side}`,
      });
    return c;
  }
  if (!eligible.length) throw new MarshalError('assassination-target', `the ${side} has no ground unit that can be the target`, { field: `targets.${side}` });
  const best = Math.max(...eligible.map((u) => u.value));
  const top = eligible.filter((u) => u.value === best);
  if (top.length > 1)
    throw new MarshalError(
      'assassination-target',
      `the ${side}'s most valuable ground units tie at ${best} (${top.map((u) => u.name).join(', ')}); name the target`,
      { field: `targets.${side}` },
    );
  return top[0]!;
}

const target = (s: MissionState, side: Side): UnitState | undefined => {
  const id = s.objectives.assassinationTargets[side];
  return id ? s.units[id] : undefined;
};

export const PHASE_ORDER = ['initiative', 'movement', 'weapon-attack', 'physical-attack', 'heat', 'end'] as const;
export const PHASE_ORDER_LIST: readonly string[] = PHASE_ORDER;
const when = (u: UnitState) => (u.gone ? u.gone.turn * 10 + PHASE_ORDER.indexOf(u.gone.phase as (typeof PHASE_ORDER)[number]) : Infinity);

export const assassination: MissionDefinition = {
  id: 'assassination',
  title: 'Assassination',
  source: s000(S),
  summary: 'Both sides try to cripple the other by destroying or driving off its most valuable unit.',
  edges: 'any-edge-opposite',
  deployment: [
    { side: 'attacker', text: 'along any edge he chooses; sides alternate deploying', source: s000(`${S} › Set Up`) },
    { side: 'defender', text: 'along the opposite edge', source: s000(`${S} › Set Up`) },
  ],
  deployInTurns: inTurnsAttackerByDefault(S),
  zones: [homeZone('attacker', S), { side: 'defender', zone: { kind: 'edge', edge: 'far' }, text: 'along the opposite edge', source: setUp(S) }],
  specialRules: [
    {
      side: 'objective',
      text: "each force's target is its most valuable ground unit, never a support unit, and may not be deployed hidden",
      source: s000(`${S} › Special rules`),
    },
    {
      side: 'objective',
      text: 'a target meeting Forced Withdrawal may retreat, but that loses the mission; it may ignore a General Retreat',
      source: s000(`${S} › Special rules`),
    },
  ],
  withdrawalEdges: { attacker: ['home'], defender: ['far'] },
  freeWithdrawal: [],
  accepts: [],
  initObjectives: (setup) => ({
    assassinationTargets: {
      attacker: pickAssassinationTarget(setup.units, 'attacker', setup.targets.attacker).id,
      defender: pickAssassinationTarget(setup.units, 'defender', setup.targets.defender).id,
    },
  }),
  salvage: remainingSideSalvage(S),
  gameEnd(s) {
    const gone = sideRetreated(s);
    return gone ? sideOutReason(s, gone, `the ${gone} has fully retreated from the board`, S) : ceasefireEnd(s);
  },
  evaluate(s) {
    const a = target(s, 'attacker');
    const d = target(s, 'defender');
    const src = s000(`${S} › Victory Conditions`);
    if (!a || !d) return pending([{ text: 'targets not set', source: src }]);
    const ta = when(a);
    const td = when(d);
    if (ta === Infinity && td === Infinity) return pending([{ text: `${a.unit.name} and ${d.unit.name} are both still in the fight`, source: src }]);
    if (ta === td) {
      const reasons = [{ text: `both targets went down in the same phase (turn ${a.gone!.turn}, ${a.gone!.phase})`, source: src }];
      return status(result('draw', 75, 'half-gain', reasons), result('draw', 75, 'gain-as-winner', reasons));
    }
    const first: Side = td < ta ? 'defender' : 'attacker';
    const down = first === 'defender' ? d : a;
    if (!s.ended && down.gone!.turn === s.turn && down.gone!.phase === s.phase)
      return pending([{ text: `${down.unit.name} is down; the other target may still fall in this same phase (turn ${s.turn}, ${s.phase})`, source: src }]);
    return victoryFor(otherSide(first), [
      {
        text: `the ${first}'s target ${down.unit.name} was ${down.status === 'destroyed' ? 'destroyed' : 'forced from the board'} first (turn ${down.gone!.turn}, ${down.gone!.phase})`,
        source: src,
      },
    ]);
  },
};
