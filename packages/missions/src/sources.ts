import { type Source, seedSource } from '@marshal/core';

/** Citations into seed 000 (Mechwarriors of Fortune – The Missions), by section. */
export const s000 = (section: string, note?: string): Source => seedSource('000', section, note);

export const SECTIONS = {
  setup: 'Mission Set Up',
  forcedWithdrawal: 'Forced Withdrawal',
  crewSurvival: 'Crew Survival',
  immobilised: 'Immobilised units',
  ending: 'Ending the Game',
  sundry: 'Sundry',
} as const;
