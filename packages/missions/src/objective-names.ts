/**
 * Objective tokens (and the buildings and recon targets made from them) named as players number them on the table and
 * the set-up page shows them — "Objective 2", by the token's place in the set-up's list — never by their set-up ids.
 */

/** A token's number as players say it: its place in `list` (1-based); without a list, "t2" → "2", another id as it is. */
export function objectiveNumber(id: string, list?: readonly { readonly id: string }[]): string {
  const i = list ? list.findIndex((t) => t.id === id) : -1;
  return i >= 0 ? String(i + 1) : (/^t(\d+)$/.exec(id)?.[1] ?? id);
}

/** "Objective 2": how refusals and explanations name a token (or the objective building standing on it). */
export const objectiveName = (id: string, list?: readonly { readonly id: string }[]): string => `Objective ${objectiveNumber(id, list)}`;
