/** Adding a finished mission to a contract: pay, faction points, salvage, crews and damage, each explained. */
import { MarshalError, type Source } from '@marshal/core';
import { otherSide } from '../units';
import { CAPTURED, CARRY_DAMAGE, PILOT_DEATH, crewSurvival, victoryConditions } from './sources';
import type { MissionFacts, MissionUnitFacts } from './schema';
import { type ContractState, type ContractUnit, type LedgerLine, type MissionEntry, type SalvageItem, contractedPay } from './state';

const cb = (n: number): string => `${n.toLocaleString('en')} C-bills`;
const refuse = (message: string, field: string): never => {
  throw new MarshalError('contract', message, { field });
};

/** Which contract unit each of the mercenary side's mission units is: named in `assign`, else the first unused one of the same name. */
export function matchUnits(s: ContractState, facts: MissionFacts, assign: Readonly<Record<string, string>>): Map<string, ContractUnit> {
  const ours = facts.units.filter((u) => u.side === facts.side);
  for (const [missionUnit, unit] of Object.entries(assign)) {
    if (!ours.some((u) => u.id === missionUnit)) refuse(`the mission has no ${facts.side} unit "${missionUnit}"`, `assign.${missionUnit}`);
    if (!s.units[unit]) refuse(`the contract has no unit "${unit}"`, `assign.${missionUnit}`);
  }
  const used = new Set(Object.values(assign));
  const matched = new Map<string, ContractUnit>();
  for (const u of ours) {
    const named = assign[u.id];
    const found = named ? s.units[named] : Object.values(s.units).find((c) => !used.has(c.id) && c.name.toLowerCase() === u.name.toLowerCase());
    if (!found) continue;
    used.add(found.id);
    matched.set(u.id, found);
  }
  if (!matched.size) refuse(`none of ${s.unitName}'s units fought on the ${facts.side} side of ${facts.title} (match them by name or assign them)`, 'assign');
  return matched;
}

/** A unit may fight only if it is still the unit's, repaired if wrecked, its pilot on the roster, and started with its damage. */
function checkFit(u: ContractUnit, m: MissionUnitFacts): void {
  const field = `assign.${m.id}`;
  if (u.status === 'lost') refuse(`${u.name} was lost in mission ${u.since}; it cannot fight again`, field);
  if (u.status === 'wrecked') refuse(`${u.name} was wrecked in mission ${u.since}; record its repair before it fights again`, field);
  if (u.pilot.status === 'killed' || u.pilot.status === 'captured' || u.pilot.status === 'missing')
    refuse(`${u.name}'s pilot ${u.pilot.name} is ${u.pilot.status} (mission ${u.since}); the unit has no pilot`, field);
  for (const key of ['armourStripped', 'destroyed'] as const) {
    const missing = u.damage[key].filter((loc) => !m.startDamage[key].includes(loc));
    if (missing.length)
      refuse(
        `${u.name} ended mission ${u.since} with ${missing.join(', ')} ${key === 'destroyed' ? 'destroyed' : 'armour stripped'}; ` +
          'the next mission must start it with that damage, or record its repair first',
        field,
      );
  }
}

function pilotAfter(u: ContractUnit, m: MissionUnitFacts, ourSide: MissionFacts['side']): { pilot: ContractUnit['pilot']; text: string; source: Source } {
  const hits = Math.min(6, u.pilot.hits + m.pilotHits);
  const who = u.pilot.name;
  if (m.crew === 'killed')
    return { pilot: { ...u.pilot, status: 'killed' }, text: `${who} was killed when ${m.name} was destroyed`, source: crewSurvival('rule 1–2') };
  if (hits >= 6) return { pilot: { ...u.pilot, hits, status: 'killed' }, text: `${who} took a sixth hit and died`, source: PILOT_DEATH };
  if (m.crew === 'escaped' || m.crew === 'bailed-out') {
    const by = m.crewPickedUpBy;
    if (by === otherSide(ourSide))
      return { pilot: { ...u.pilot, hits, status: 'captured' }, text: `${who} got out but was picked up by the enemy`, source: CAPTURED };
    if (by === 'undecided')
      return { pilot: { ...u.pilot, hits, status: 'missing' }, text: `${who} got out; nobody holds the field to pick them up`, source: CAPTURED };
  }
  const status = hits > 0 ? 'injured' : 'fit';
  const text = hits > 0 ? `${who} has ${hits} hit${hits === 1 ? '' : 's'} (${m.pilotHits} this mission)` : `${who} is unhurt`;
  return { pilot: { ...u.pilot, hits, status }, text, source: hits > 0 ? PILOT_DEATH : crewSurvival('rule 2') };
}

function unitAfter(u: ContractUnit, m: MissionUnitFacts, ourSide: MissionFacts['side']): Pick<ContractUnit, 'status' | 'damage'> & { text: string } {
  const enemy = otherSide(ourSide);
  // The machine and its pilot, as the tracker names a unit ("Atlas AS7-D — pilot Jane Doe"): two alike are told apart.
  const who = `${m.name} — pilot ${u.pilot.name}`;
  const gone = m.status === 'destroyed' || m.status === 'abandoned' || m.status === 'surrendered' || m.status === 'immobile';
  if (gone && (m.salvageTo === enemy || m.status === 'surrendered'))
    return { status: 'lost', damage: m.damage, text: `${who} ${m.status}: salvage to the ${enemy}; lost` };
  if (gone && m.salvageTo === 'undecided') return { status: 'lost', damage: m.damage, text: `${who} ${m.status}: left on a field nobody holds; lost` };
  if (m.status === 'destroyed' || m.status === 'abandoned') return { status: 'wrecked', damage: m.damage, text: `${who} ${m.status}: the wreck is recovered` };
  const hurt = m.damage.armourStripped.length + m.damage.destroyed.length > 0;
  const parts = [...m.damage.armourStripped.map((l) => `${l} armour gone`), ...m.damage.destroyed.map((l) => `${l} destroyed`)];
  return { status: hurt ? 'damaged' : 'ready', damage: m.damage, text: hurt ? `${who}: ${parts.join(', ')}` : `${who}: no lasting damage` };
}

function salvageOf(facts: MissionFacts, matched: Map<string, ContractUnit>): SalvageItem[] {
  const enemy = otherSide(facts.side);
  const items: SalvageItem[] = [];
  for (const m of facts.units) {
    const item = (kind: SalvageItem['kind']) => items.push({ name: m.name, tonnage: m.tonnage, value: m.value, kind });
    if (m.side === enemy && m.salvageTo === facts.side) item('gained');
    else if (m.side === enemy && m.salvageTo === 'undecided') item('undecided');
    else if (m.side === facts.side && matched.has(m.id) && m.salvageTo === facts.side && m.status !== 'exited' && m.status !== 'active') item('recovered');
    else if (m.side === facts.side && matched.has(m.id) && (m.salvageTo === enemy || m.status === 'surrendered')) item('lost');
  }
  return items;
}

export function recordMission(
  s: ContractState,
  facts: MissionFacts,
  employer: string,
  assign: Readonly<Record<string, string>>,
): { entry: MissionEntry; units: Record<string, ContractUnit> } {
  if (s.closed) refuse('the contract is closed', 'type');
  const again = s.missions.find((m) => m.game === facts.game);
  if (again) refuse(`this ${facts.title} mission is already in the ledger (mission ${again.n})`, 'game');
  const matched = matchUnits(s, facts, assign);
  const n = s.missions.length + 1;
  const vc = victoryConditions(facts.title, facts.side);
  const pay = contractedPay(s);
  const cbills = Math.round((pay * facts.payPercent) / 100);
  const points = facts.factionPoints === 'none' ? 0 : s.factionTable.points[facts.factionPoints];
  const lines: LedgerLine[] = [
    {
      text:
        `pay: ${cb(s.contractValue)} × ${s.payPercent}% = ${cb(pay)} contracted pay; ${facts.outcome.replace('-', ' ')} as the ${facts.side} ` +
        `pays ${facts.payPercent}% → ${cb(cbills)}`,
      sources: [vc],
    },
    {
      text: `faction points with ${employer}: ${facts.factionPoints} → ${points >= 0 ? '+' : ''}${points}`,
      sources: [vc, s.factionTable.source],
    },
    { text: `field: ${facts.salvage.reason.text}`, sources: [facts.salvage.reason.source] },
    ...facts.reasons.map((r) => ({ text: `outcome: ${r.text}`, sources: [r.source] })),
  ];
  const units: Record<string, ContractUnit> = {};
  const crews: MissionEntry['crews'][number][] = [];
  const damage: MissionEntry['damage'][number][] = [];
  for (const m of facts.units.filter((x) => matched.has(x.id))) {
    const u = matched.get(m.id)!;
    checkFit(u, m);
    const p = pilotAfter(u, m, facts.side);
    const after = unitAfter(u, m, facts.side);
    units[u.id] = { ...u, pilot: p.pilot, status: after.status, damage: after.damage, since: n };
    crews.push({ unit: u.id, text: p.text });
    damage.push({ unit: u.id, text: after.text });
    lines.push({ text: `crew: ${p.text}`, sources: [p.source] }, { text: `unit: ${after.text}`, sources: [facts.salvage.reason.source, CARRY_DAMAGE] });
  }
  const salvage = salvageOf(facts, matched);
  for (const item of salvage.filter((x) => x.kind === 'gained'))
    lines.push({ text: `salvage gained: ${item.name} (${item.tonnage} t)`, sources: [facts.salvage.reason.source] });
  const entry: MissionEntry = {
    n,
    game: facts.game,
    version: facts.version,
    hash: facts.hash,
    mission: facts.mission,
    title: facts.title,
    side: facts.side,
    employer,
    outcome: facts.outcome,
    payPercent: facts.payPercent,
    cbills,
    factionPoints: points,
    salvage,
    crews,
    damage,
    lines,
  };
  return { entry, units };
}
