/** Roster checks: one legal 'Mech per category, Intro/Standard, available to the faction, not named, valid ammo. */
import type { Source } from '@marshal/core';
import type { TournamentRules } from '../rules';
import { SOLARIS } from '../sources';
import { categoryById, categoryMismatch, type CategoryId } from './categories';
import type { Roster, RosterMech } from './roster';
import { factionDisplayName } from '@marshal/catalog';
import { factionProblem } from './faction-check';
import type { FactionInfo } from './unit-facts';
import { munitionProblem, SPECIAL_MUNITIONS_SOURCE } from './special-munitions';

export interface RosterProblem {
  readonly field: string;
  readonly reason: string;
  readonly source: Source;
}

function categoryProblems(roster: Roster, rules: TournamentRules): RosterProblem[] {
  const out: RosterProblem[] = [];
  for (const c of rules.categories) {
    const n = roster.mechs.filter((m) => m.category === c.id).length;
    if (n === 0) out.push({ field: `mechs[${c.id}]`, reason: `no 'Mech for category ${c.label}`, source: SOLARIS.categories });
    if (n > 1) out.push({ field: `mechs[${c.id}]`, reason: `${n} 'Mechs for category ${c.label}; exactly one is allowed`, source: SOLARIS.categories });
  }
  return out;
}

function ammoProblems(mech: RosterMech, field: string): RosterProblem[] {
  const out: RosterProblem[] = [];
  const byFamily = new Map<string, number>();
  mech.specialAmmo.forEach((a, i) => {
    const p = munitionProblem(a.munition, a.family);
    if (p) out.push({ field: `${field}.specialAmmo[${i}]`, reason: p, source: SPECIAL_MUNITIONS_SOURCE });
    byFamily.set(a.family, (byFamily.get(a.family) ?? 0) + a.tons);
  });
  for (const [family, tons] of byFamily) {
    const carried = mech.unit.ammo.filter((b) => b.family === family).reduce((s, b) => s + b.tons, 0);
    if (tons > carried)
      out.push({
        field: `${field}.specialAmmo`,
        reason: `${tons} t of special ${family} ammunition chosen but the 'Mech carries ${carried} t of ${family} ammunition`,
        source: SOLARIS.specialAmmo,
      });
  }
  return out;
}

function mechProblems(mech: RosterMech, index: number, faction: string, rules: TournamentRules): RosterProblem[] {
  const field = `mechs[${index}]`;
  const u = mech.unit;
  const out: RosterProblem[] = [];
  const misfit = categoryMismatch(categoryById(mech.category as CategoryId), u);
  if (misfit) out.push({ field: `${field}.unit`, reason: `${u.name}: ${misfit}`, source: SOLARIS.categories });
  if (!rules.rulesLevels.includes(u.rulesLevel))
    out.push({
      field: `${field}.unit.rulesLevel`,
      reason: `${u.name} is ${u.rulesLevel}; only ${rules.rulesLevels.join(' or ')} units may play`,
      source: SOLARIS.battleforce,
    });
  const late = u.introYear !== undefined && u.introYear > rules.era.year;
  if (late)
    out.push({
      field: `${field}.unit.introYear`,
      reason: `${u.name} was introduced in ${u.introYear}, after the event year ${rules.era.year}`,
      source: SOLARIS.battleforce,
    });
  if (u.named) out.push({ field: `${field}.unit`, reason: `${u.name} is a named 'Mech; named 'Mechs are not allowed`, source: SOLARIS.battleforce });
  if (u.availability.faction !== faction || u.availability.era !== rules.era.name)
    out.push({
      field: `${field}.unit.availability`,
      reason:
        `${u.name}: availability was checked for ${factionDisplayName(u.availability.faction)} in ${u.availability.era}, ` +
        `not ${factionDisplayName(faction)} in ${rules.era.name}`,
      source: SOLARIS.battleforce,
    });
  else if (!u.availability.available && !late)
    out.push({
      field: `${field}.unit.availability`,
      reason:
        `${u.name} is not available to ${factionDisplayName(faction)} in the ${rules.era.name} era` + (u.availability.note ? ` (${u.availability.note})` : ''),
      source: SOLARIS.battleforce,
    });
  out.push(...ammoProblems(mech, field));
  return out;
}

/** Every reason the roster cannot be played, each naming the field to fix; empty when it is legal. */
export function checkRoster(roster: Roster, faction: string, rules: TournamentRules, factions?: readonly FactionInfo[]): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const badFaction = factionProblem(faction, factions, rules.era);
  if (badFaction) problems.push({ field: 'faction', reason: badFaction, source: SOLARIS.battleforce });
  if (roster.mechs.length !== rules.categories.length)
    problems.push({
      field: 'mechs',
      reason: `a roster has ${rules.categories.length} 'Mechs, this one has ${roster.mechs.length}`,
      source: SOLARIS.battleforce,
    });
  problems.push(...categoryProblems(roster, rules));
  roster.mechs.forEach((m, i) => problems.push(...mechProblems(m, i, faction, rules)));
  return problems;
}
