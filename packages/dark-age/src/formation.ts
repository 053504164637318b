/** Formations: members share a faction (so mercenaries, having none, can never join) and stand in a chain of base contact. */
import { type Rejection, reject } from '@marshal/core';
import type { Check } from './commands';
import type { DarkAgeRules } from './rules';
import type { DaSetup, DaUnit } from './schema';
import { DA_SOURCES } from './sources';
import { inContact } from './table';
import { unitById } from './units';

const FORMATION_CONTACT = {
  kind: 'book' as const,
  book: 'MechWarrior: Dark Age rulebook (2002/2004)',
  section: 'Formations',
  note: 'members in base contact, same faction (unverified reading)',
};

export function checkFormation(
  state: DaSetup,
  rules: DarkAgeRules,
  ids: readonly string[],
  field = 'members',
): { members: DaUnit[]; checks: Check[] } | Rejection {
  const members: DaUnit[] = [];
  for (const [i, id] of ids.entries()) {
    const u = unitById(state, id);
    if (!u || u.position === null || u.aboard !== null || u.status === 'eliminated')
      return reject(`no unit "${id}" on the battlefield`, DA_SOURCES.passengers, `${field}.${i}`);
    if (u.faction === null)
      return reject(`${u.name} is a mercenary (no faction symbol) and cannot be used in a formation`, DA_SOURCES.mercenary, `${field}.${i}`);
    if (u.controller !== state.currentPlayer) return reject(`${u.name} is not yours to order`, FORMATION_CONTACT, `${field}.${i}`);
    if (members.some((m) => m.id === u.id)) return reject(`${u.name} is listed twice`, FORMATION_CONTACT, `${field}.${i}`);
    members.push(u);
  }
  const faction = members[0]!.faction;
  const odd = members.find((m) => m.faction !== faction);
  if (odd) return reject(`${odd.name} (${odd.faction}) does not share the formation's faction (${faction})`, FORMATION_CONTACT, field);
  const reached = new Set([members[0]!.id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const m of members) if (!reached.has(m.id) && members.some((o) => reached.has(o.id) && inContact(o, m, rules))) grew = reached.add(m.id).size > 0;
  }
  const apart = members.find((m) => !reached.has(m.id));
  if (apart) return reject(`${apart.name} is not in base contact with the rest of the formation`, FORMATION_CONTACT, field);
  return {
    members,
    checks: [
      { label: `all members share the faction ${faction}; no mercenaries`, source: DA_SOURCES.mercenary },
      { label: 'members stand in a chain of base contact', source: FORMATION_CONTACT },
    ],
  };
}
