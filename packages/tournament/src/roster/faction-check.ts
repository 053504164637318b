/** A player's faction must be one the event's era lists (by MUL name or code), and not a pseudo-faction of the "Other" group. */
import { GENERAL_POOLS, factionDisplayName, factionNames } from '@marshal/catalog';
import type { TournamentRules } from '../rules';
import type { FactionInfo } from './unit-facts';

const lower = (s: string) => s.trim().toLowerCase();

/** Why the faction may not be chosen, or null. Without a listed era (an event set up with no catalog data) only the excluded names are refused. */
export function factionProblem(faction: string, listed: readonly FactionInfo[] | undefined, era: TournamentRules['era']): string | null {
  const excluded = era.excludedFactions.some((x) => lower(x) === lower(faction));
  const shown = factionDisplayName(faction);
  const other = `the "Other" group of the ${era.name} era (${era.excludedFactions.join(', ')}), which players may not choose`;
  if (!listed?.length) return excluded ? `${shown} is in ${other}` : null;
  const spellings = new Set([faction, ...factionNames(faction)].map(lower));
  const match = listed.find((f) => spellings.has(lower(f.id)) || spellings.has(lower(f.name)));
  if (!match) {
    const open = listed
      .filter((f) => f.group !== 'Other')
      .map((f) => factionDisplayName(f.name))
      .sort();
    return `${shown} is not a faction listed for the ${era.name} era (${listed.length} listed, e.g. ${open.slice(0, 5).join(', ')})`;
  }
  // MegaMek's general pools ("Periphery", "Clan - Homeworld") are no faction to play, whatever group an older event's list put them in.
  const pool = GENERAL_POOLS.includes(match.id.trim().toUpperCase());
  return match.group === 'Other' || excluded || pool ? `${shown} is in ${other}` : null;
}
