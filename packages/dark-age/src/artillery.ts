/** Artillery: a marker placed beyond maximum range and within artillery range through the front arc, resolved next turn with 3 dice, drift and blast. */
import { type Dice, type Rejection, type Roll, type Ruling, isRejection, makeRuling, modifier, reject } from '@marshal/core';
import type { Check, DaEvent, MarkerResult } from './commands';
import { damageEvents, type DamageItem } from './damage';
import { checkFormation } from './formation';
import { type Point, bearing, distance, offset, round } from './geometry';
import { type DarkAgeRules, critical, driftInches } from './rules';
import type { ArtilleryMarker, DaSetup, DaUnit } from './schema';
import { DA_SOURCES } from './sources';
import { blockingTerrainBetween, enemiesInContact, fieldUnits, inFrontArc, lineOfFire, onTable } from './table';
import { currentClick, isArtillery, unitById } from './units';

type Out = DaEvent[] | Rejection;

function bandProblem(u: DaUnit, p: Point, rules: DarkAgeRules): string | null {
  const click = currentClick(u);
  const d = round(distance(u.position!, p));
  if (click.artilleryRange === undefined) return `${u.name} has no artillery range on its current click`;
  if (d <= click.maxRange) return `${d}" is not beyond ${u.name}'s maximum range of ${click.maxRange}"`;
  if (d > click.artilleryRange) return `${d}" is beyond ${u.name}'s artillery range of ${click.artilleryRange}"`;
  if (!inFrontArc(u, p, rules)) return `the line of fire does not pass through ${u.name}'s front arc`;
  return null;
}

function firerProblem(state: DaSetup, rules: DarkAgeRules, u: DaUnit | undefined, id: string): string | null {
  if (!u || u.position === null || u.aboard !== null || u.status === 'eliminated') return `no unit "${id}" on the battlefield`;
  if (u.controller !== state.currentPlayer) return `${u.name} is not yours to order`;
  if (u.status === 'salvage' || u.captiveOf !== null) return `${u.name} cannot be given orders`;
  if (!isArtillery(u)) return `${u.name} is not an artillery unit (no artillery range in brackets)`;
  if (currentClick(u).attack <= 0) return `${u.name}'s attack value is 0`;
  if (u.ordered) return `${u.name} has already been given an order this turn`;
  if (enemiesInContact(state, u, rules).length) return `${u.name} is in base contact with an opposing unit`;
  return null;
}

/** Give a ranged combat order as an artillery attack: one marker per target the firer may attack, arrow along the line of fire. */
export function placeArtillery(state: DaSetup, rules: DarkAgeRules, cmd: { firer: string; targets: readonly Point[]; formation: readonly string[] }): Out {
  const u = unitById(state, cmd.firer);
  const problem = firerProblem(state, rules, u, cmd.firer);
  if (problem) return reject(problem, DA_SOURCES.artillery, 'firer');
  const firer = u!;
  if (cmd.targets.length > firer.attacks)
    return reject(`${firer.name} can attack ${firer.attacks} target(s), not ${cmd.targets.length}`, DA_SOURCES.multiple, 'targets');
  const checks: Check[] = [{ label: `${firer.name}: ranged combat order, not in contact with an opponent, attack above 0`, source: DA_SOURCES.artillery }];
  let others: DaUnit[] = [];
  if (cmd.formation.length) {
    const f = checkFormation(state, rules, [firer.id, ...cmd.formation.filter((id) => id !== firer.id)], 'formation');
    if (isRejection(f)) return f;
    others = f.members.slice(1);
    for (const [i, m] of others.entries()) {
      const p = firerProblem(state, rules, m, m.id);
      if (p) return reject(p, DA_SOURCES.formation, `formation.${i}`);
    }
    checks.push(...f.checks, {
      label: 'every member is artillery; lines of fire need not be clear; one marker, the primary attacker’s',
      source: DA_SOURCES.formation,
    });
  }
  for (const [i, p] of cmd.targets.entries()) {
    if (!onTable(state.battlefield, p)) return reject('the marker must be placed on the battlefield', DA_SOURCES.artillery, `targets.${i}`);
    for (const m of [firer, ...others]) {
      const band = bandProblem(m, p, rules);
      if (band) return reject(band, m === firer ? DA_SOURCES.artillery : DA_SOURCES.formation, `targets.${i}`);
    }
  }
  checks.push({ label: 'each target beyond maximum range, within artillery range, through the front arc', source: DA_SOURCES.artillery });
  const bonus = others.length * rules.artillery.formationBonusPerMember.value;
  const markers: ArtilleryMarker[] = cmd.targets.map((p, i) => ({
    id: `${firer.id}-t${state.turn}-${i + 1}`,
    firer: firer.id,
    owner: firer.controller,
    position: p,
    arrow: round(bearing(firer.position!, p)),
    origin: firer.position!,
    placedTurn: state.turn,
    members: others.map((m) => m.id),
    formationBonus: bonus,
  }));
  return [
    { type: 'orderGiven', units: [firer.id, ...others.map((m) => m.id)], order: 'ranged-combat', source: DA_SOURCES.artillery },
    { type: 'artilleryPlaced', firer: firer.id, markers, formation: others.map((m) => m.id), checks },
  ];
}

/** The firer's values, or the marker's printed ones when the firer is gone or salvage. */
function attackValues(firer: DaUnit, rules: DarkAgeRules): { attack: number; damage: number; from: 'firer' | 'marker' | 'starting-click' } | null {
  if (firer.status === 'active' && firer.aboard === null) return { attack: currentClick(firer).attack, damage: currentClick(firer).damage, from: 'firer' };
  if (firer.marker) return { attack: firer.marker.attack, damage: firer.marker.damage, from: 'marker' };
  const start = firer.dial[0]!;
  return rules.artillery.missingMarkerValues.value === 'starting-click' ? { attack: start.attack, damage: start.damage, from: 'starting-click' } : null;
}

const VALUE_LABEL = {
  firer: 'attack value',
  marker: 'attack value printed on the marker',
  'starting-click': 'starting-click attack value (no marker values entered)',
} as const;

function markerRuling(
  m: ArtilleryMarker,
  firer: DaUnit,
  values: { attack: number; from: keyof typeof VALUE_LABEL },
  clear: boolean,
  rules: DarkAgeRules,
): Ruling {
  const target = firer.marker?.targetValue ?? rules.artillery.targetValue.value;
  const tvSource =
    firer.marker?.targetValue !== undefined
      ? { kind: 'derived' as const, from: [DA_SOURCES.artillery], note: `${firer.name}'s artillery marker data` }
      : rules.artillery.targetValue.source;
  const mods = [
    modifier('target-value', 'artillery marker target value', target, tvSource),
    modifier(
      'attack',
      values.from === 'firer' ? `${firer.name}'s attack value` : VALUE_LABEL[values.from],
      -values.attack,
      values.from === 'firer'
        ? DA_SOURCES.artilleryResolve
        : values.from === 'marker'
          ? DA_SOURCES.eliminatedFirer
          : rules.artillery.missingMarkerValues.source,
    ),
  ];
  if (clear) mods.push(modifier('clear-lof', 'line of fire to the marker not blocked', -rules.artillery.unblockedBonus, DA_SOURCES.artilleryResolve));
  if (m.formationBonus)
    mods.push(
      modifier('formation', `ranged combat formation (${m.members.length} other member(s))`, -m.formationBonus, rules.artillery.formationBonusPerMember.source),
    );
  return makeRuling({ id: 'da-artillery', label: `Artillery marker ${m.id}`, roll: rules.artillery.dice, comparison: 'at-least', modifiers: mods });
}

function blast(state: DaSetup, at: Point, radius: number, clicks: number): Pick<MarkerResult, 'affected' | 'shielded'> {
  const affected: MarkerResult['affected'][number][] = [];
  const shielded: MarkerResult['shielded'][number][] = [];
  for (const u of fieldUnits(state)) {
    const exact = distance(at, u.position!);
    if (exact > radius + 1e-9) continue;
    const d = round(exact);
    const terrain = blockingTerrainBetween(state.battlefield, at, u.position!);
    if (terrain.length) shielded.push({ unit: u.id, terrain });
    else affected.push({ unit: u.id, distance: d, clicks });
  }
  return { affected, shielded };
}

/** One marker under the shared roll: hit where it lies (or critical hit), else drift; then the blast unless off the table. */
function resolveMarker(
  state: DaSetup,
  rules: DarkAgeRules,
  m: ArtilleryMarker,
  firer: DaUnit,
  values: { attack: number; damage: number; from: keyof typeof VALUE_LABEL },
  roll: Roll,
  crit: 'hit' | null,
): MarkerResult {
  const lof = lineOfFire(state, rules, firer.position ?? m.origin, m.position, [firer.id, ...m.members]);
  const ruling = markerRuling(m, firer, values, !lof.blocked, rules);
  const hit = crit === 'hit' || roll.total >= ruling.target;
  let at = m.position;
  let drift: MarkerResult['drift'] = null;
  if (!hit) {
    const face = roll.faces[rules.artillery.blackDie.index]!;
    const chart = firer.marker?.drift;
    const dir = round(m.arrow + (chart?.directions ?? rules.artillery.driftDirections.degrees)[face - 1]!);
    const inches = driftInches(rules, ruling.target - roll.total, chart?.distances);
    const p = offset(m.position, dir, inches);
    at = { x: round(p.x), y: round(p.y) };
    drift = { face, bearing: round(((dir % 360) + 360) % 360), inches, from: m.position, to: at };
  }
  const offTable = !onTable(state.battlefield, at);
  const radius = firer.marker?.blastRadius ?? rules.artillery.blastRadius.value;
  const b = offTable ? { affected: [], shielded: [] } : blast(state, at, radius, values.damage + (crit === 'hit' ? 1 : 0));
  return { marker: m.id, ruling, lineOfFire: lof, hit, drift, at, offTable, ...b };
}

/** Resolve every marker of a firer with one roll: hit where it lies or drift, then blast everyone within the radius. */
export function resolveArtillery(state: DaSetup, rules: DarkAgeRules, firerId: string, dice: Dice): Out {
  const markers = state.markers.filter((m) => m.firer === firerId);
  if (!markers.length) return reject(`${firerId} has no artillery marker on the table`, DA_SOURCES.artilleryResolve, 'firer');
  if (markers[0]!.owner !== state.currentPlayer)
    return reject('artillery is resolved at the start of its owner’s next turn', DA_SOURCES.artilleryResolve, 'firer');
  if (markers.some((m) => m.placedTurn >= state.turn))
    return reject('the marker was placed this turn; it is resolved at the start of your next turn', DA_SOURCES.artilleryResolve, 'firer');
  const firer = unitById(state, firerId)!;
  const values = attackValues(firer, rules);
  const removed = markers.map((m) => m.id);
  if (!values) {
    const reason = `${firer.name} is gone and no marker values were entered: the marker is removed without effect`;
    return [{ type: 'artilleryCancelled', firer: firer.id, removed, reason, source: rules.artillery.missingMarkerValues.source }];
  }
  const roll = dice.roll(rules.artillery.dice, `artillery attack: ${firer.name} (${markers.length} marker${markers.length > 1 ? 's' : ''})`);
  const crit = critical(rules, roll.faces);
  const sources = [DA_SOURCES.artilleryResolve, ...(crit ? [rules.artillery.criticals.source, DA_SOURCES.criticals] : [])];
  if (crit === 'miss') {
    const hurt =
      firer.status === 'active' ? damageEvents(state, [{ unit: firer.id, clicks: 1, reason: 'artillery critical miss', source: DA_SOURCES.criticals }]) : [];
    return [{ type: 'artilleryResolved', firer: firer.id, roll, critical: crit, values, markers: [], removed, sources }, ...hurt];
  }
  const results = markers.map((m) => resolveMarker(state, rules, m, firer, values, roll, crit));
  const damage: DamageItem[] = results.flatMap((r) =>
    r.affected.map((a) => ({
      unit: a.unit,
      clicks: a.clicks,
      reason: `artillery from ${firer.name}`,
      source: crit === 'hit' ? DA_SOURCES.criticals : DA_SOURCES.blast,
    })),
  );
  return [{ type: 'artilleryResolved', firer: firer.id, roll, critical: crit, values, markers: results, removed, sources }, ...damageEvents(state, damage)];
}
