/**
 * Which finished missions a contract's ledger may take (docs/missions.md, "Which missions a ledger takes"): a mission belongs
 * to at most one contract, so one started from a contract, or already in a ledger, goes into no other; a stand-alone mission
 * goes into a contract whose units fought in it, on the side they fought on.
 */
import { missionById } from '../missions/index';
import type { MissionState } from '../tracker/state';
import type { Side } from '../units';
import type { ContractState } from './state';

/** Another contract that holds the mission: in its ledger, or started from it and not yet added. */
export interface MissionClaim {
  readonly contract: string;
  readonly title: string;
  readonly how: 'ledger' | 'started';
}

export type MissionEligibility = { readonly ok: true; readonly sides: readonly Side[] } | { readonly ok: false; readonly reason: string };

/** The sides of the mission on which at least one of the contract's units fought (matched by name, as the ledger matches them). */
export function contractSidesIn(s: ContractState, mission: MissionState): Side[] {
  const names = new Set(Object.values(s.units).map((u) => u.name.toLowerCase()));
  return (['attacker', 'defender'] as const).filter((side) =>
    Object.values(mission.units).some((u) => u.unit.side === side && names.has(u.unit.name.toLowerCase())),
  );
}

/**
 * Whether the contract may add the mission `game` (its tracker's state), and on which sides; `claim` is another contract
 * holding it, if any. A mission started from this contract may be added on its own side.
 */
export function missionEligibility(s: ContractState, game: string, mission: MissionState, claim: MissionClaim | null): MissionEligibility {
  // Named by its kind ("the Escort mission"), never by the game's id.
  const named = `the ${missionById(mission.mission).title} mission`;
  const inLedger = s.missions.find((m) => m.game === game);
  if (inLedger) return { ok: false, reason: `${named} is already in the ledger (mission ${inLedger.n})` };
  if (claim) return { ok: false, reason: claimRefusal(named, claim) };
  if (!mission.ended) return { ok: false, reason: `${named} has not ended yet: only a finished mission's wash-up goes into the ledger` };
  if (Object.values(mission.units).some((u) => u.crewRollDue)) return { ok: false, reason: `${named} still has a Crew Survival roll to make in its tracker` };
  const started = (s.started ?? []).find((m) => m.game === game);
  if (started) return { ok: true, sides: [started.side] };
  const sides = contractSidesIn(s, mission);
  if (!sides.length) return { ok: false, reason: `none of ${s.unitName}'s units fought in ${named} (units are matched by name)` };
  return { ok: true, sides };
}

/** Why a mission another contract holds is refused; `mission` names it for players (e.g. `the mission "Open Engagement"`). */
export const claimRefusal = (mission: string, claim: MissionClaim): string =>
  claim.how === 'ledger'
    ? `${mission} is already in the ledger of the contract "${claim.title}"; a mission goes into one contract only`
    : `${mission} was started from the contract "${claim.title}"; it goes into that contract's ledger only`;

/** The contract holding the mission `game`, among `others` (every other contract's id, title and state). */
export function claimOf(game: string, others: readonly { readonly id: string; readonly title: string; readonly state: ContractState }[]): MissionClaim | null {
  for (const o of others) {
    if (o.state.missions.some((m) => m.game === game)) return { contract: o.id, title: o.title, how: 'ledger' };
    if ((o.state.started ?? []).some((m) => m.game === game)) return { contract: o.id, title: o.title, how: 'started' };
  }
  return null;
}
