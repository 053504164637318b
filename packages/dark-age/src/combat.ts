/**
 * MechWarrior: Dark Age combat: ranged attacks (range, line of fire, several targets from one roll), close combat, capture by
 * foot infantry, and the damage split. Every attack is a ruling: 2d6 against defense − attack (+ terrain), each line sourced.
 */
import { type Dice, type Modifier, type Rejection, type Roll, type Ruling, type Source, isRejection, makeRuling, modifier, reject } from '@marshal/core';
import { has } from './abilities';
import { MWDA_SOURCES } from './base-sources';
import type { DaEvent } from './commands';
import { capture } from './damage';
import { type DamageItem, damageEvents } from './damage';
import { checkFormation } from './formation';
import { distance, insideRect, segmentCrossesRect } from './geometry';
import { inchesText, unitLabels } from './names';
import type { DarkAgeRules } from './rules';
import type { DaSetup, DaUnit } from './schema';
import { enemiesInContact, fieldUnits, inContact, lineOfFire } from './table';
import { DA_SOURCES } from './sources';
import { currentClick, damageValue, heatEffects, isArtillery, unitById } from './units';

type Out = DaEvent[] | Rejection;

export interface TargetResult {
  readonly target: string;
  readonly ruling: Ruling;
  readonly hit: boolean;
  /** Centre-to-centre range in inches (ranged attacks). */
  readonly range?: number;
  /** Infantry in contact with the target, caught by Anti-Personnel. */
  readonly splash?: boolean;
}

export type AttackKind = 'ranged' | 'close' | 'capture';

/** The attacker a command names, if the current player may attack with it now. */
function attackerProblem(state: DaSetup, id: string, source: Source): DaUnit | Rejection {
  const u = unitById(state, id);
  if (!u || u.position === null || u.aboard !== null || u.status === 'eliminated') return reject(`no unit "${id}" on the battlefield`, source, 'unit');
  if (u.controller !== state.currentPlayer || u.captiveOf !== null) return reject(`${u.name} is not yours to order`, source, 'unit');
  if (u.ordered) return reject(`${u.name} has already been given an order this turn`, source, 'unit');
  if (u.status === 'salvage') return reject(`${u.name} is salvage and takes no orders`, MWDA_SOURCES.salvage, 'unit');
  if (currentClick(u).attack <= 0) return reject(`${u.name} has an attack value of 0 and cannot attack`, source, 'unit');
  return u;
}

function targetProblem(state: DaSetup, attacker: DaUnit, id: string, field: string, source: Source): DaUnit | Rejection {
  const t = unitById(state, id);
  if (!t || t.position === null || t.aboard !== null || t.status === 'eliminated') return reject(`no target "${id}" on the battlefield`, source, field);
  if (t.controller === attacker.controller) return reject(`${t.name} is a friendly unit`, source, field);
  if (t.captiveOf !== null) return reject(`${t.name} is a captive`, source, field);
  return t;
}

/** The ruling for one attack: 2d6 must reach the target's defense minus the attacker's attack, plus any terrain bonus. */
export function attackRuling(rules: DarkAgeRules, attacker: DaUnit, target: DaUnit, kind: AttackKind, extra: readonly Modifier[] = []): Ruling {
  const mods = [
    modifier('defense', `${target.name} defense value`, currentClick(target).defense, MWDA_SOURCES.dialValues),
    modifier('attack', `${attacker.name} attack value`, -currentClick(attacker).attack, MWDA_SOURCES.dialValues),
    ...extra,
  ];
  const label = `${kind === 'ranged' ? 'Ranged attack' : kind === 'close' ? 'Close combat' : 'Capture'}: ${attacker.name} → ${target.name}`;
  return makeRuling({ id: `da-${kind}`, label, roll: rules.game.attackRoll.value, comparison: 'at-least', modifiers: mods });
}

/** Double 6 always hits, double 1 always misses (2d6). */
export function attackCritical(roll: Roll): 'hit' | 'miss' | null {
  if (roll.faces.length === 2 && roll.faces.every((f) => f === 6)) return 'hit';
  if (roll.faces.length === 2 && roll.faces.every((f) => f === 1)) return 'miss';
  return null;
}

const hits = (ruling: Ruling, roll: Roll, crit: 'hit' | 'miss' | null): boolean => (crit ? crit === 'hit' : roll.total >= ruling.target);

export interface RangedView {
  readonly range: number;
  readonly problem: { reason: string; source: Source } | null;
  readonly modifiers: readonly Modifier[];
  readonly lineOfFire: { blocked: boolean; terrain: readonly string[]; units: readonly string[]; hindering: readonly string[] };
}

/** Range, line of fire and terrain modifiers from an attacker to a target: what a table shows before the order is given. */
export function rangedView(state: DaSetup, rules: DarkAgeRules, a: DaUnit, t: DaUnit): RangedView {
  const click = currentClick(a);
  const range = Math.round(distance(a.position!, t.position!) * 1000) / 1000;
  const streak = has(a, 'streak-missiles');
  const lof = lineOfFire(state, rules, a.position!, t.position!, [a.id, t.id]);
  const elevated = state.battlefield.terrain
    .filter((x) => x.kind === 'elevated' && segmentCrossesRect(a.position!, t.position!, x.rect))
    .filter((x) => !insideRect(a.position!, x.rect) && !insideRect(t.position!, x.rect))
    .map((x) => x.id);
  const hindering = state.battlefield.terrain.filter((x) => x.kind === 'hindering' && segmentCrossesRect(a.position!, t.position!, x.rect)).map((x) => x.id);
  const view = {
    blocked: !streak && (lof.blocked || elevated.length > 0),
    terrain: streak ? [] : [...lof.terrain, ...elevated],
    units: streak ? [] : lof.units,
    hindering: streak ? [] : hindering,
  };
  const modifiers = view.hindering.length
    ? [
        modifier(
          'hindering',
          `line of fire crosses hindering terrain (${view.hindering.join(', ')})`,
          rules.game.hinderingDefense.value,
          rules.game.hinderingDefense.source,
        ),
      ]
    : [];
  // Refusals name what players see: the distance to a tenth (never reading as on a limit it is past), terrain and units by name.
  let problem: RangedView['problem'] = null;
  if (range > click.maxRange + 1e-9)
    problem = { reason: `${t.name} is ${inchesText(range)}" away, beyond the maximum range of ${click.maxRange}"`, source: MWDA_SOURCES.range };
  else if (range < click.minRange - 1e-9)
    problem = { reason: `${t.name} is ${inchesText(range)}" away, inside the minimum range of ${click.minRange}"`, source: MWDA_SOURCES.range };
  else if (view.blocked) {
    const terrainName = (id: string) => state.battlefield.terrain.find((x) => x.id === id)?.label ?? id;
    const unitName = unitLabels(state.units).name;
    const by = [...view.terrain.map(terrainName), ...view.units.map(unitName)].join(', ');
    problem = { reason: `the line of fire to ${t.name} is blocked by ${by}`, source: MWDA_SOURCES.lineOfFire };
  }
  return { range, problem, modifiers, lineOfFire: view };
}

/**
 * An indirect fire attack's view (labelled default): only a unit with an artillery range; the target within its range; its own line
 * of fire may be closed, but a friendly spotter not in contact with an opponent needs a clear one; the target gets the defense bonus.
 */
export function indirectView(state: DaSetup, rules: DarkAgeRules, a: DaUnit, t: DaUnit): RangedView & { spotter: string | null } {
  const own = rangedView(state, rules, a, t);
  const src = rules.game.indirectFire.source;
  const spotter =
    fieldUnits(state)
      .filter((s) => s.controller === a.controller && s.id !== a.id && s.captiveOf === null && s.status === 'active')
      .filter((s) => !enemiesInContact(state, s, rules).length)
      .find((s) => !lineOfFire(state, rules, s.position!, t.position!, [s.id, t.id]).blocked) ?? null;
  const modifiers = [modifier('indirect', `indirect fire${spotter ? ` (spotted by ${spotter.name})` : ''}`, rules.game.indirectFire.value, src)];
  let problem = own.problem?.source === MWDA_SOURCES.lineOfFire ? null : own.problem;
  if (!isArtillery(a))
    problem = { reason: `${a.name} is not an artillery unit: only artillery units make indirect fire attacks`, source: DA_SOURCES.artillery };
  else if (!problem && !spotter) problem = { reason: `no friendly unit free of base contact has a clear line of fire to ${t.name}`, source: src };
  return { ...own, problem, modifiers, spotter: spotter?.id ?? null };
}

/** Damage one target takes from an attack: Streak Missiles −1 (at least 1), Heavy Armor −1 unless Armor Piercing. */
export function damageTaken(attacker: DaUnit, target: DaUnit, damage: number, kind: AttackKind): { clicks: number; sources: Source[] } {
  let clicks = damage;
  const sources: Source[] = [];
  if (kind === 'ranged' && has(attacker, 'streak-missiles')) {
    clicks = Math.max(1, clicks - 1);
    sources.push(MWDA_SOURCES.streak);
  }
  if (has(target, 'heavy-armor') && !(kind === 'ranged' && has(attacker, 'armor-piercing'))) {
    clicks = Math.max(0, clicks - 1);
    sources.push(MWDA_SOURCES.heavyArmor);
  }
  return { clicks, sources };
}

function orderEvent(a: DaUnit, order: 'ranged-combat' | 'close-combat' | 'capture', source: Source, others: readonly DaUnit[] = []): DaEvent {
  return { type: 'orderGiven', units: [a.id, ...others.map((m) => m.id)], order, source };
}

interface FormationAttack {
  readonly others: readonly DaUnit[];
  readonly modifiers: readonly Modifier[];
}

/**
 * The other members of a ranged or close combat formation behind the primary attacker `a`: a legal formation (one faction, a chain
 * of base contact, no mercenaries) whose every member could make this attack on `t` itself; the primary gets the formation bonus.
 */
export function formationAttack(
  state: DaSetup,
  rules: DarkAgeRules,
  a: DaUnit,
  t: DaUnit,
  ids: readonly string[],
  kind: 'ranged' | 'close',
): FormationAttack | Rejection {
  if (!ids.length) return { others: [], modifiers: [] };
  const f = rules.game.formation;
  if (ids.length + 1 > f.maxMembers)
    return reject(`a formation has at most ${f.maxMembers} members (the attacker and ${f.maxMembers - 1} others)`, f.source, 'formation');
  const checked = checkFormation(state, rules, [a.id, ...ids.filter((id) => id !== a.id)], 'formation');
  if (isRejection(checked)) return checked;
  const others = checked.members.slice(1);
  for (const [i, m] of others.entries()) {
    const field = `formation.${i}`;
    const own = attackerProblem(state, m.id, f.source);
    if (isRejection(own)) return reject(`formation member ${own.reason}`, own.source, field);
    if (kind === 'close' && !inContact(m, t, rules)) return reject(`formation member ${m.name} is not in base contact with ${t.name}`, f.source, field);
    if (kind === 'ranged') {
      if (enemiesInContact(state, m, rules).length) return reject(`formation member ${m.name} is in base contact with an opponent`, f.source, field);
      const problem = rangedView(state, rules, m, t).problem;
      if (problem) return reject(`formation member ${m.name}: ${problem.reason}`, problem.source, field);
    }
  }
  const bonus = others.length * f.bonusPerMember;
  const label = `${kind === 'ranged' ? 'ranged' : 'close'} combat formation: +${bonus} attack (${others.map((m) => m.id).join(', ')})`;
  return { others, modifiers: [modifier('formation', label, -bonus, f.bonusSource)] };
}

/** Damage for the targets hit: one target takes it all; several wait for the attacker to split it; Anti-Personnel splash takes it in full. */
function hitEvents(state: DaSetup, a: DaUnit, results: readonly TargetResult[], damage: number, kind: AttackKind, source: Source): DaEvent[] {
  const main = results.filter((r) => r.hit && !r.splash).map((r) => r.target);
  const splash = results.filter((r) => r.hit && r.splash).map((r) => r.target);
  const items: DamageItem[] = [];
  const reason = `${kind === 'ranged' ? 'ranged attack' : 'close combat'} by ${a.name}`;
  const full = (id: string) => {
    const d = damageTaken(a, unitById(state, id)!, damage, kind);
    if (d.clicks > 0) items.push({ unit: id, clicks: d.clicks, reason, source: d.sources[0] ?? source });
  };
  if (main.length === 1) full(main[0]!);
  splash.forEach((id) => full(id));
  const events = damageEvents(state, items);
  if (main.length > 1) events.push({ type: 'damagePending', attacker: a.id, targets: main, damage, reason, source: MWDA_SOURCES.multipleTargets });
  return events;
}

function missEvents(state: DaSetup, rules: DarkAgeRules, a: DaUnit, crit: 'hit' | 'miss' | null): DaEvent[] {
  if (crit !== 'miss') return [];
  return damageEvents(state, [
    { unit: a.id, clicks: rules.game.criticalMissClicks.value, reason: 'critical miss', source: rules.game.criticalMissClicks.source },
  ]);
}

export interface RangedCommand {
  readonly unit: string;
  readonly targets: readonly string[];
  /** A 'Mech firing its secondary damage value instead of the primary. */
  readonly secondary?: boolean | undefined;
  /** Indirect fire by an artillery unit (a spotter's line of fire). */
  readonly indirect?: boolean | undefined;
  /** Other members of a ranged combat formation (single target only). */
  readonly formation?: readonly string[] | undefined;
}

export function rangedAttack(state: DaSetup, rules: DarkAgeRules, c: RangedCommand, dice: Dice): Out {
  const a = attackerProblem(state, c.unit, MWDA_SOURCES.rangedOrder);
  if (isRejection(a)) return a;
  if (!rules.game.firingWhileEngaged.value && enemiesInContact(state, a, rules).length)
    return reject(`${a.name} is in base contact with an opponent and may not make a ranged attack`, rules.game.firingWhileEngaged.source, 'unit');
  const max = has(a, 'streak-missiles') ? 1 : a.attacks;
  if (c.targets.length > max) return reject(`${a.name} may attack ${max} target${max > 1 ? 's' : ''} at once`, MWDA_SOURCES.multipleTargets, 'targets');
  if (new Set(c.targets).size !== c.targets.length) return reject('a target is named twice', MWDA_SOURCES.multipleTargets, 'targets');
  const click = currentClick(a);
  if (c.secondary && click.secondaryDamage === undefined) return reject(`${a.name} has no secondary damage value`, MWDA_SOURCES.dialValues, 'secondary');
  const planned: { t: DaUnit; view: RangedView }[] = [];
  for (const [i, id] of c.targets.entries()) {
    const t = targetProblem(state, a, id, `targets.${i}`, MWDA_SOURCES.rangedOrder);
    if (isRejection(t)) return t;
    const view = c.indirect ? indirectView(state, rules, a, t) : rangedView(state, rules, a, t);
    if (view.problem) return reject(view.problem.reason, view.problem.source, `targets.${i}`);
    planned.push({ t, view });
  }
  const ids = c.formation ?? [];
  if (c.indirect && (planned.length !== 1 || ids.length))
    return reject('an indirect fire attack has a single target and no formation', rules.game.indirectFire.source, 'targets');
  if (ids.length && planned.length !== 1) return reject('a ranged combat formation attacks a single target', rules.game.formation.source, 'targets');
  const form = formationAttack(state, rules, a, planned[0]!.t, ids, 'ranged');
  if (isRejection(form)) return form;
  const roll = dice.roll(rules.game.attackRoll.value, `ranged attack: ${a.name} → ${planned.map((p) => p.t.name).join(', ')}`);
  const crit = attackCritical(roll);
  const results: TargetResult[] = planned.map(({ t, view }) => {
    const ruling = attackRuling(rules, a, t, 'ranged', [...view.modifiers, ...form.modifiers]);
    return { target: t.id, ruling, hit: hits(ruling, roll, crit), range: view.range };
  });
  if (has(a, 'anti-personnel') && planned.length === 1) {
    const t = planned[0]!.t;
    for (const o of fieldUnits(state).filter((o) => o.type === 'infantry' && o.id !== t.id && o.controller !== a.controller && inContact(o, t, rules))) {
      const ruling = attackRuling(rules, a, o, 'ranged', [
        modifier('anti-personnel', `Anti-Personnel: in contact with ${t.name}`, 0, MWDA_SOURCES.antiPersonnel),
      ]);
      results.push({ target: o.id, ruling, hit: hits(ruling, roll, crit), splash: true });
    }
  }
  const damage = damageValue(a, c.secondary)! + (crit === 'hit' ? rules.game.criticalHitBonus.value : 0);
  const sources = [MWDA_SOURCES.rangedOrder, ...(crit ? [rules.game.criticalHitBonus.source] : []), ...heatSource(a)];
  return [
    orderEvent(a, 'ranged-combat', MWDA_SOURCES.rangedOrder, form.others),
    { type: 'attackResolved', attacker: a.id, kind: 'ranged', roll, critical: crit, results, damage, sources, ...formationField(form) },
    ...(results.some((r) => r.hit) ? hitEvents(state, a, results, damage, 'ranged', MWDA_SOURCES.rangedOrder) : missEvents(state, rules, a, crit)),
  ];
}

function contactTarget(state: DaSetup, rules: DarkAgeRules, unit: string, target: string, source: Source): { a: DaUnit; t: DaUnit } | Rejection {
  const a = attackerProblem(state, unit, source);
  if (isRejection(a)) return a;
  const t = targetProblem(state, a, target, 'target', source);
  if (isRejection(t)) return t;
  if (!inContact(a, t, rules)) return reject(`${a.name} is not in base contact with ${t.name}`, source, 'target');
  return { a, t };
}

/** The heat dial's source when it lowers the attacker's damage now. */
const heatSource = (a: DaUnit): Source[] => {
  const h = heatEffects(a);
  return h.primary || h.secondary ? [MWDA_SOURCES.heatDial] : [];
};

const formationField = (f: FormationAttack) => (f.others.length ? { formation: f.others.map((m) => m.id) } : {});

export function closeCombat(
  state: DaSetup,
  rules: DarkAgeRules,
  c: { unit: string; target: string; formation?: readonly string[] | undefined },
  dice: Dice,
): Out {
  const pair = contactTarget(state, rules, c.unit, c.target, MWDA_SOURCES.closeCombat);
  if (isRejection(pair)) return pair;
  const { a, t } = pair;
  const form = formationAttack(state, rules, a, t, c.formation ?? [], 'close');
  if (isRejection(form)) return form;
  const roll = dice.roll(rules.game.attackRoll.value, `close combat: ${a.name} → ${t.name}`);
  const crit = attackCritical(roll);
  const ruling = attackRuling(rules, a, t, 'close', form.modifiers);
  const results: TargetResult[] = [{ target: t.id, ruling, hit: hits(ruling, roll, crit) }];
  const damage = damageValue(a)! + (crit === 'hit' ? rules.game.criticalHitBonus.value : 0);
  const sources = [MWDA_SOURCES.closeCombat, ...(crit ? [rules.game.criticalHitBonus.source] : []), ...heatSource(a)];
  return [
    orderEvent(a, 'close-combat', MWDA_SOURCES.closeCombat, form.others),
    { type: 'attackResolved', attacker: a.id, kind: 'close', roll, critical: crit, results, damage, sources, ...formationField(form) },
    ...(results[0]!.hit ? hitEvents(state, a, results, damage, 'close', MWDA_SOURCES.closeCombat) : missEvents(state, rules, a, crit)),
  ];
}

/** Only foot infantry capture; infantry and vehicles can be taken captive. */
export const mayCapture = (u: DaUnit): boolean => u.type === 'infantry' && (u.speedMode ?? 'foot') === 'foot';

export function captureAttack(state: DaSetup, rules: DarkAgeRules, c: { unit: string; target: string }, dice: Dice): Out {
  const pair = contactTarget(state, rules, c.unit, c.target, MWDA_SOURCES.captureRoll);
  if (isRejection(pair)) return pair;
  const { a, t } = pair;
  if (!mayCapture(a)) return reject(`${a.name} is not foot infantry: only foot infantry may capture`, MWDA_SOURCES.capture, 'unit');
  if (t.type === 'mech') return reject(`${t.name} is a 'Mech: only infantry and vehicles can be taken captive`, MWDA_SOURCES.captureRoll, 'target');
  const roll = dice.roll(rules.game.attackRoll.value, `capture: ${a.name} → ${t.name}`);
  const crit = attackCritical(roll);
  const ruling = attackRuling(rules, a, t, 'capture');
  const hit = hits(ruling, roll, crit);
  const after = hit ? capture(state, t.id, a.id) : [];
  return [
    orderEvent(a, 'capture', MWDA_SOURCES.captureRoll),
    {
      type: 'attackResolved',
      attacker: a.id,
      kind: 'capture',
      roll,
      critical: crit,
      results: [{ target: t.id, ruling, hit }],
      damage: 0,
      sources: [MWDA_SOURCES.capture, MWDA_SOURCES.captureRoll],
    },
    ...(isRejection(after) ? [] : after),
    ...(hit ? [] : missEvents(state, rules, a, crit)),
  ];
}

/** The attacker splits a multi-target hit's damage among the targets hit, in whole clicks (a target may get 0). */
export function assignDamage(state: DaSetup, split: readonly { unit: string; clicks: number }[]): Out {
  const p = state.pendingDamage;
  if (!p) return reject('no damage is waiting to be split', MWDA_SOURCES.multipleTargets, 'type');
  for (const [i, s] of split.entries())
    if (!p.targets.includes(s.unit))
      return reject(`${s.unit} was not hit by this attack (hit: ${p.targets.join(', ')})`, MWDA_SOURCES.multipleTargets, `split.${i}.unit`);
  const total = split.reduce((n, s) => n + s.clicks, 0);
  if (total !== p.damage) return reject(`the split gives ${total} clicks, but the damage value is ${p.damage}`, MWDA_SOURCES.multipleTargets, 'split');
  const a = unitById(state, p.attacker)!;
  const items: DamageItem[] = split.flatMap((s) => {
    const d = damageTaken(a, unitById(state, s.unit)!, s.clicks, 'ranged');
    return s.clicks > 0 && d.clicks > 0 ? [{ unit: s.unit, clicks: d.clicks, reason: p.reason, source: d.sources[0] ?? MWDA_SOURCES.multipleTargets }] : [];
  });
  return [{ type: 'damageAssigned', attacker: p.attacker, split, source: MWDA_SOURCES.multipleTargets }, ...damageEvents(state, items)];
}
