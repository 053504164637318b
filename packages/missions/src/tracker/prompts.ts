/** What the referee should be asked now, phase by phase, so nothing the mission needs is forgotten at the table. */
import type { Source } from '@marshal/core';
import { missionById } from '../missions/index';
import { s000 } from '../sources';
import { type MissionState, onBoard } from './state';

export interface Prompt {
  readonly id: string;
  readonly text: string;
  /** The command the answer becomes. */
  readonly command: string;
  readonly unit?: string;
  readonly source: Source;
}

export function missionPrompts(s: MissionState): Prompt[] {
  // A Crew Survival roll left waiting is asked for until it is made, even after the game has ended.
  const out: Prompt[] = Object.values(s.units)
    .filter((u) => u.crewRollDue)
    .map((u) => ({
      id: `crew-${u.unit.id}`,
      text: `${u.unit.name} was destroyed: roll for its crew (Crew Survival)`,
      command: 'rollCrewSurvival',
      unit: u.unit.id,
      source: s000('Crew Survival'),
    }));
  if (s.ended) return out;
  const done = s.turn - 1;
  for (const u of Object.values(s.units)) {
    if (u.status === 'immobile' && !u.immobileDecision)
      out.push({
        id: `immobile-${u.unit.id}`,
        text: `${u.unit.name} is immobile: fight on or abandon it?`,
        command: 'decideImmobile',
        unit: u.unit.id,
        source: s000('Immobilised units', 'rule 1'),
      });
    if (onBoard(u) && u.mustWithdraw)
      out.push({
        id: `withdraw-${u.unit.id}`,
        text: `${u.unit.name} must withdraw toward its edge (it need not run or show its rear)`,
        command: 'exitUnit',
        unit: u.unit.id,
        source: s000('Forced Withdrawal', 'rule 4'),
      });
    else if (onBoard(u) && u.forcedWithdrawal && !u.unit.support)
      out.push({
        id: `may-withdraw-${u.unit.id}`,
        text: `${u.unit.name} meets Forced Withdrawal: it may withdraw (doing so signals a General Retreat)`,
        command: 'exitUnit',
        unit: u.unit.id,
        source: s000('Forced Withdrawal', 'rule 2'),
      });
  }
  const m = missionById(s.mission);
  if (s.phase === 'end') {
    if (m.accepts.includes('reportArea') && done < s.params.positionTurnLimit && s.objectives.positionTakenTurn === null)
      out.push({
        id: 'area',
        text: `End of turn ${s.turn}: which units are in the objective area (the objective hex and its six neighbours)?`,
        command: 'reportArea',
        source: s000('Take the Position › Victory Conditions'),
      });
    if (m.accepts.includes('attemptRecon') && s.objectives.scanned.length < s.objectives.reconTokens.length)
      out.push({
        id: 'recon',
        text: `After the heat phase of turn ${s.turn}: which attackers with line of sight try to recon an objective?`,
        command: 'attemptRecon',
        source: s000('Rapid Recon › Special rules'),
      });
    if (m.accepts.includes('attemptExtraction') && !s.objectives.extraction.carrier && !s.objectives.extraction.extracted)
      out.push({
        id: 'extract',
        text: `After the heat phase of turn ${s.turn}: does an attacker in the objective hex, having made no attacks, try to pick it up?`,
        command: 'attemptExtraction',
        source: s000('Extraction › Special rules'),
      });
  }
  if (done >= s.params.ceasefireEarliestTurn && !s.ceasefire)
    out.push({
      id: 'ceasefire',
      text: `A ceasefire may now be agreed (turn ${s.params.ceasefireEarliestTurn} is over)`,
      command: 'agreeCeasefire',
      source: s000('Ending the Game', 'rule 2'),
    });
  return out;
}
