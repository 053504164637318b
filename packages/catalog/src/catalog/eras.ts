/** The Master Unit List eras: names and year spans used to filter units by period of play. */
import { bookSource, type Source } from '@marshal/core';

export interface Era {
  readonly id: string;
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

export const ERA_SOURCE: Source = bookSource('Master Unit List', { section: 'Eras', note: 'era names and years as listed by the MUL' });

export const ERAS: readonly Era[] = [
  { id: 'age-of-war', name: 'Age of War', start: 2005, end: 2570 },
  { id: 'star-league', name: 'Star League', start: 2571, end: 2780 },
  { id: 'early-succession-war', name: 'Early Succession War', start: 2781, end: 2900 },
  { id: 'late-succession-war-lostech', name: 'Late Succession War - LosTech', start: 2901, end: 3019 },
  { id: 'late-succession-war-renaissance', name: 'Late Succession War - Renaissance', start: 3020, end: 3049 },
  { id: 'clan-invasion', name: 'Clan Invasion', start: 3050, end: 3061 },
  { id: 'civil-war', name: 'Civil War', start: 3062, end: 3067 },
  { id: 'jihad', name: 'Jihad', start: 3068, end: 3080 },
  { id: 'early-republic', name: 'Early Republic', start: 3081, end: 3100 },
  { id: 'late-republic', name: 'Late Republic', start: 3101, end: 3130 },
  { id: 'dark-age', name: 'Dark Age', start: 3131, end: 3150 },
  { id: 'ilclan', name: 'ilClan', start: 3151, end: 9999 },
];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Find an era by id, name or a unique prefix ("jihad", "clan-invasion", "Late Succession War - LosTech"). */
export function findEra(text: string): Era | undefined {
  const t = squash(text);
  if (!t) return undefined;
  const exact = ERAS.find((e) => squash(e.id) === t || squash(e.name) === t);
  if (exact) return exact;
  const partial = ERAS.filter((e) => squash(e.name).startsWith(t) || squash(e.id).startsWith(t));
  return partial.length === 1 ? partial[0] : undefined;
}

/** The era a year falls in. */
export const eraOfYear = (year: number): Era | undefined => ERAS.find((e) => year >= e.start && year <= e.end);
