/** After the game: outcome per side, pay, faction points, who holds the field, and what becomes of every unit and crew. */
import { defaultSource, type Source } from '@marshal/core';
import { missionById } from './missions/index';
import type { MissionStatus } from './missions/types';
import type { MissionRules } from './options';
import type { Reason } from './rules/forced-withdrawal';
import { s000 } from './sources';
import { type MissionState, type UnitState } from './tracker/state';
import { missionStatus } from './tracker/status';
import { otherSide, type Side } from './units';

export interface UnitFate {
  readonly id: string;
  readonly name: string;
  /** The pilot's name typed in the set-up, when there is one (shown beside the unit). */
  readonly pilot?: string;
  readonly side: Side;
  readonly status: UnitState['status'];
  readonly crew: UnitState['crew'];
  /** Which side recovers the machine (null when it left the board under its own power). */
  readonly salvageTo: Side | 'undecided' | null;
  /** Which side picks up a crew that got out (null when the crew stayed aboard or was killed). */
  readonly crewPickedUpBy: Side | 'undecided' | null;
  readonly notes: readonly string[];
}

export interface WashUp {
  readonly mission: string;
  readonly ended: MissionState['ended'];
  readonly status: MissionStatus;
  readonly salvage: { readonly controller: Side | 'undecided'; readonly reason: Reason };
  readonly units: readonly UnitFate[];
  readonly sources: readonly Source[];
}

const CREW_PICKUP: Source = defaultSource(
  'crew pick-up procedure in the Wash Up',
  'the seed says pick-up is decided in the Wash Up but gives no procedure; Marshal gives escaped and bailed-out crews to the side that controls the field',
);

export function washUp(s: MissionState, rules: MissionRules): WashUp {
  const mission = missionById(s.mission);
  const salvage = mission.salvage(s, rules);
  const ctl = salvage.controller;
  const abandonsImmobile = mission.abandonsImmobileAttackers ?? false;
  const units = Object.values(s.units).map((u): UnitFate => {
    const notes: string[] = [];
    let salvageTo: UnitFate['salvageTo'] = null;
    if (u.status === 'surrendered') salvageTo = otherSide(u.unit.side);
    else if (u.status === 'destroyed' || u.status === 'abandoned') salvageTo = ctl;
    else if (u.status === 'immobile') {
      salvageTo = ctl;
      if (abandonsImmobile && u.unit.side === 'attacker') {
        salvageTo = 'defender';
        notes.push('immobile attacker left behind: abandoned to the enemy');
      }
    }
    const out = u.crew === 'escaped' || u.crew === 'bailed-out';
    const crewPickedUpBy = out ? (u.status === 'surrendered' ? otherSide(u.unit.side) : ctl) : null;
    if (out) notes.push(`crew picked up by ${crewPickedUpBy} (default rule: the side controlling the field)`);
    if (u.crew === 'killed') notes.push('crew killed');
    return {
      id: u.unit.id,
      name: u.unit.name,
      ...(u.unit.pilot ? { pilot: u.unit.pilot } : {}),
      side: u.unit.side,
      status: u.status,
      crew: u.crew,
      salvageTo,
      crewPickedUpBy,
      notes,
    };
  });
  return {
    mission: mission.title,
    ended: s.ended,
    status: missionStatus(s, rules),
    salvage,
    units,
    sources: [s000('Crew Survival'), s000('Immobilised units'), CREW_PICKUP],
  };
}
