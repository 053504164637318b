/** A finished mission record's wash-up as the facts a contract records: read by the shell from the record, never typed in. */
import { MarshalError } from '@marshal/core';
import { type BattleState, battleAftermath, battleView } from '@marshal/battletech';
import { missionById } from '../missions/index';
import type { MissionRules } from '../options';
import type { MissionState } from '../tracker/state';
import type { Side } from '../units';
import { washUp } from '../wash-up';
import type { MissionFacts } from './schema';

/** A rule's source as the facts' schema types it (the same JSON; the schema's arrays are not read-only). */
type FactsSource = MissionFacts['reasons'][number]['source'];

export interface MissionRecordRef {
  readonly game: string;
  readonly version: number;
  readonly hash: string;
}

/** The pilot hits a battle's units started with (its set-up's `units[].pilotHits`), so a mission counts only the hits taken in it. */
export function battleStartPilotHits(setup: unknown): Record<string, number> {
  const units = (setup as { units?: readonly { id: string; pilotHits?: number }[] } | null)?.units ?? [];
  return Object.fromEntries(units.filter((u) => u.pilotHits).map((u) => [u.id, u.pilotHits!]));
}

/**
 * The facts of a finished mission for the side the mercenary unit fought on. A mission that has not ended is refused;
 * `battle` (the state of the digital battle it followed, if any) gives the pilots' hits (less `startHits`, those they
 * brought in) and each unit's armour and structure points lost (`battleAftermath`).
 */
export function missionFacts(
  state: MissionState,
  rules: MissionRules,
  side: Side,
  ref: MissionRecordRef,
  battle?: BattleState,
  startHits: Readonly<Record<string, number>> = {},
): MissionFacts {
  // Named by its title, as the page lists it; the game's id means nothing to a player.
  const title = missionById(state.mission).title;
  if (!state.ended)
    throw new MarshalError('contract', `${title} has not ended yet: only a finished mission's wash-up goes into the ledger`, { field: 'mission' });
  const waiting = Object.values(state.units).filter((u) => u.crewRollDue);
  if (waiting.length)
    throw new MarshalError('contract', `${title}: the Crew Survival roll of ${waiting.map((u) => u.unit.name).join(', ')} is still to be made in its tracker`, {
      field: 'mission',
    });
  const w = washUp(state, rules);
  const result = w.status[side];
  if (result.outcome === 'pending' || result.payPercent === null || result.factionPoints === null)
    throw new MarshalError('contract', `${title} ended without an outcome for the ${side}`, { field: 'mission' });
  const view = battle ? battleView(battle) : null;
  const after = battle ? battleAftermath(battle) : null;
  return {
    ...ref,
    mission: state.mission,
    title,
    side,
    outcome: result.outcome,
    payPercent: result.payPercent,
    factionPoints: result.factionPoints,
    reasons: result.reasons.map((r) => ({ text: r.text, source: r.source as FactsSource })),
    salvage: { controller: w.salvage.controller, reason: { text: w.salvage.reason.text, source: w.salvage.reason.source as FactsSource } },
    units: w.units.map((f) => {
      const u = state.units[f.id]!;
      const start = u.unit.startDamage ?? { armourStripped: [], destroyed: [] };
      const hits = Math.max(0, (view?.units[f.id]?.pilotHits ?? 0) - (startHits[f.id] ?? 0));
      const points = after?.[f.id]?.damage;
      return {
        id: f.id,
        name: f.name,
        side: f.side,
        tonnage: u.unit.tonnage,
        value: u.unit.value,
        status: f.status,
        crew: f.crew,
        salvageTo: f.salvageTo,
        crewPickedUpBy: f.crewPickedUpBy,
        startDamage: { armourStripped: [...start.armourStripped], destroyed: [...start.destroyed] },
        damage: { armourStripped: [...u.facts.armourStripped], destroyed: [...u.facts.destroyed], ...(points?.length ? { points: [...points] } : {}) },
        pilotHits: Math.min(6, hits),
      };
    }),
  };
}
