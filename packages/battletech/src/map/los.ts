// Line of sight by Total Warfare: what blocks it, which woods and smoke intervene, and what cover the target has.
import {
  type Hex,
  type HexLine,
  type Modifier,
  MarshalError,
  type Source,
  TOTAL_WARFARE,
  bookSource,
  hexDistance,
  hexLine,
  modifier,
  sameHex,
} from '@marshal/core';
import type { GameMap } from './compose';
import { TAKING_COVER_ID, bestCover } from './cover';
import { gridLabel, hexAt } from './grid';
import { TW_LOS, TW_LOS_RULES } from './los-rules';
import type { CoverContext, CoverFinding, CoverRule, LosResult, LosRules, LosUnit, PartialCover } from './los-types';
import { type MapHex, buildingOf, hexFloor, hexTop, terrainLevel, woodsOf } from './terrain';

const TW_TERRAIN = bookSource(TOTAL_WARFARE, {
  section: 'Line of Sight › Intervening terrain',
  note: 'woods +1/+2 a hex, smoke likewise',
});
const TW_TARGET_TERRAIN = bookSource(TOTAL_WARFARE, { section: 'To-hit modifiers › Terrain', note: 'target standing in woods or smoke' });
const TW_WATER = bookSource(TOTAL_WARFARE, {
  section: 'Line of Sight › Water',
  note: 'a unit wholly under water cannot be attacked from above the surface, nor attack out of it',
});

interface Tally {
  blocked?: { hex: string; why: string; source: Source };
  woods: { light: number; heavy: number };
  smoke: { light: number; heavy: number };
  points: number;
  finding: CoverFinding | null;
}

/** Is something of this top level tall enough to matter (blocks, or counts as intervening) at a hex next to (or not next to) either unit? */
function rises(top: number, nextToAttacker: boolean, nextToTarget: boolean, aTop: number, tTop: number): boolean {
  return (top > aTop && top > tTop) || (top > aTop && nextToAttacker) || (top > tTop && nextToTarget);
}

export const unitBase = (map: GameMap, u: LosUnit): number => hexFloor(hexAt(map, u.hex)!) + (u.elevation ?? 0);
export const unitTop = (map: GameMap, u: LosUnit): number => unitBase(map, u) + u.height;

function traceHex(
  map: GameMap,
  at: Hex,
  ctx: { attacker: LosUnit; target: LosUnit; aTop: number; tTop: number; rules: LosRules },
  tally: Tally,
  unblocked: readonly string[],
): void {
  const h = hexAt(map, at);
  if (!h) return; // a divided line along the map edge: the off-map side has nothing in it
  const nextA = hexDistance(at, ctx.attacker.hex) === 1;
  const nextT = hexDistance(at, ctx.target.hex) === 1;
  const top = h.level + terrainLevel(h, 'bldg_elev');
  if (!tally.blocked && rises(top, nextA, nextT, ctx.aTop, ctx.tTop)) {
    const label = gridLabel(map, at);
    if (!unblocked.includes(label)) {
      const b = buildingOf(h);
      const why = b ? `a building ${b.height} levels high (top level ${top})` : `ground at level ${h.level}`;
      tally.blocked = { hex: label, why: `${why} is higher than the line of sight`, source: TW_LOS };
    }
  }
  const w = woodsOf(h);
  if (w && rises(h.level + w.height, nextA, nextT, ctx.aTop, ctx.tTop)) {
    if (w.density === 'ultra-heavy') tally.blocked ??= { hex: gridLabel(map, at), why: `ultra-heavy ${w.kind} blocks line of sight`, source: TW_TERRAIN };
    else {
      tally.woods[w.density]++;
      tally.points += ctx.rules.woods[w.density].points;
    }
  }
  const smoke = terrainLevel(h, 'smoke');
  if (smoke > 0 && rises(h.level + 2, nextA, nextT, ctx.aTop, ctx.tTop)) {
    const kind = smoke > 1 ? 'heavy' : 'light';
    tally.smoke[kind]++;
    tally.points += ctx.rules.smoke[kind].points;
  }
  if (!tally.blocked && tally.points > ctx.rules.blockAbovePoints)
    tally.blocked = { hex: gridLabel(map, at), why: `more than ${ctx.rules.blockAbovePoints} points of woods and smoke intervene`, source: TW_TERRAIN };
}

/** Module-level helpers, not closures: lines of sight are traced in the bots' inner loops. */
function addIntervening(out: Modifier[], id: string, what: string, n: number, each: number): void {
  if (n > 0) out.push(modifier(id, `${n} intervening ${what} hex${n > 1 ? 'es' : ''}`, n * each, TW_TERRAIN));
}

function tallyModifiers(t: Tally, rules: LosRules): Modifier[] {
  const out: Modifier[] = [];
  addIntervening(out, 'intervening-light-woods', 'light woods', t.woods.light, rules.woods.light.modifier);
  addIntervening(out, 'intervening-heavy-woods', 'heavy woods', t.woods.heavy, rules.woods.heavy.modifier);
  addIntervening(out, 'intervening-light-smoke', 'light smoke', t.smoke.light, rules.smoke.light.modifier);
  addIntervening(out, 'intervening-heavy-smoke', 'heavy smoke', t.smoke.heavy, rules.smoke.heavy.modifier);
  if (t.finding?.cover) out.push(t.finding.cover.modifier);
  return out;
}

function targetHexModifiers(h: MapHex, base: number, rules: LosRules): Modifier[] {
  const out: Modifier[] = [];
  const w = woodsOf(h);
  if (w && base < h.level + w.height) out.push(modifier('target-hex-woods', `target in ${w.density} ${w.kind}`, rules.targetHex[w.density], TW_TARGET_TERRAIN));
  const smoke = terrainLevel(h, 'smoke');
  if (smoke > 0)
    out.push(
      modifier(
        'target-hex-smoke',
        `target in ${smoke > 1 ? 'heavy' : 'light'} smoke`,
        rules.targetHex[smoke > 1 ? 'heavy-smoke' : 'light-smoke'],
        TW_TARGET_TERRAIN,
      ),
    );
  return out;
}

function total(ms: readonly Modifier[]): number {
  let t = 0;
  for (const m of ms) t += m.value;
  return t;
}

const labelsOf = (map: GameMap, hs: readonly Hex[]): string[] => hs.map((h) => gridLabel(map, h));
const underWater = (map: GameMap, u: LosUnit, h: MapHex): boolean => unitTop(map, u) < h.level && h.terrain.water !== undefined;

interface Traced {
  readonly side: 'left' | 'right' | undefined;
  readonly tally: Tally;
  readonly path: readonly Hex[];
  readonly modifiers: Modifier[];
}

/** The side of a divided line the defender takes: a blocked one, else the one with the greater modifier total (the first on a tie). */
const worse = (a: Traced, b: Traced): Traced =>
  (!!b.tally.blocked !== !!a.tally.blocked ? !!b.tally.blocked : total(b.modifiers) > total(a.modifiers)) ? b : a;

/** The hexes next to the target on the line (two, with their sides, where the line enters through a corner). */
function adjacentToTarget(map: GameMap, line: HexLine): CoverContext['adjacent'] {
  const n = line.steps.length - 1;
  if (n < 2) return [];
  const last = line.steps[n - 1]!;
  const out: CoverContext['adjacent'][number][] = [];
  for (let i = 0; i < last.hexes.length; i++) {
    const h = last.hexes[i]!;
    const data = hexAt(map, h);
    if (data) out.push(last.divided ? { hex: h, data, top: hexTop(data), side: i === 0 ? 'right' : 'left' } : { hex: h, data, top: hexTop(data) });
  }
  return out;
}

/** The cover rules of a rules object, as a list (made once per rules object). */
const coverRuleLists = new WeakMap<LosRules, readonly CoverRule[]>();

function coverRulesOf(rules: LosRules): readonly CoverRule[] {
  let list = coverRuleLists.get(rules);
  if (!list) coverRuleLists.set(rules, (list = Object.values(rules.cover)));
  return list;
}

function checkOnMap(map: GameMap, who: 'attacker' | 'target', u: LosUnit): void {
  if (!hexAt(map, u.hex))
    throw new MarshalError('los-off-map', `${who} hex ${gridLabel(map, u.hex)} is not on the ${map.width}×${map.height} map`, { field: who });
}

/** A traced line: the unit wholly under water (blocks), or the side the defender takes and the other one. */
interface Trace {
  readonly line: HexLine;
  readonly distance: number;
  readonly submerged?: 'target' | 'attacker';
  readonly chosen: Traced;
  readonly other: Traced | undefined;
}

const NO_TALLY: Traced = {
  side: undefined,
  tally: { woods: { light: 0, heavy: 0 }, smoke: { light: 0, heavy: 0 }, points: 0, finding: null },
  path: [],
  modifiers: [],
};

/** One side of the line (or the whole line when it is not divided) traced hex by hex, with the cover found for it. */
function traceSide(coverCtx: Omit<CoverContext, 'side'>, side: 'left' | 'right' | undefined, line: HexLine, aTop: number, tTop: number): Traced {
  const { map, attacker, target, rules } = coverCtx;
  const ctx = side ? { ...coverCtx, side } : coverCtx;
  const coverRules = coverRulesOf(rules);
  const findings: (CoverFinding | null)[] = [];
  for (const rule of coverRules) findings.push(rule(ctx));
  const finding = bestCover(findings);
  const tally: Tally = { woods: { light: 0, heavy: 0 }, smoke: { light: 0, heavy: 0 }, points: 0, finding };
  const path = side === 'left' ? line.left : line.right;
  const hexCtx = { attacker, target, aTop, tTop, rules };
  for (const h of path) {
    if (tally.blocked) break;
    if (sameHex(h, attacker.hex) || sameHex(h, target.hex)) continue;
    traceHex(map, h, hexCtx, tally, finding?.unblocks ?? []);
  }
  return { side, tally, path, modifiers: tallyModifiers(tally, rules) };
}

/** The work both `lineOfSight` and `sightFacts` share: water, then each side of the line traced and the defender's choice. */
function trace(map: GameMap, attacker: LosUnit, target: LosUnit, rules: LosRules): Trace {
  checkOnMap(map, 'attacker', attacker);
  checkOnMap(map, 'target', target);
  const line = hexLine(attacker.hex, target.hex);
  const distance = hexDistance(attacker.hex, target.hex);
  const tHex = hexAt(map, target.hex)!;
  const aHex = hexAt(map, attacker.hex)!;
  const tUnder = underWater(map, target, tHex);
  if (tUnder !== underWater(map, attacker, aHex)) return { line, distance, submerged: tUnder ? 'target' : 'attacker', chosen: NO_TALLY, other: undefined };
  const aTop = unitTop(map, attacker);
  const tTop = unitTop(map, target);
  const coverCtx: Omit<CoverContext, 'side'> = {
    map,
    attacker,
    target,
    attackerTop: aTop,
    targetTop: tTop,
    targetBase: unitBase(map, target),
    adjacent: adjacentToTarget(map, line),
    rules,
  };
  if (!line.divided) return { line, distance, chosen: traceSide(coverCtx, undefined, line, aTop, tTop), other: undefined };
  const left = traceSide(coverCtx, 'left', line, aTop, tTop);
  const right = traceSide(coverCtx, 'right', line, aTop, tTop);
  const chosen = worse(left, right);
  return { line, distance, chosen, other: chosen === left ? right : left };
}

/** What the bots and a to-hit number read of a line of sight: blocked, the modifiers' total and the cover. */
export interface SightFacts {
  readonly blocked: boolean;
  /** The sum of `lineOfSight(…).modifiers` (0 when blocked). */
  readonly total: number;
  readonly partialCover: PartialCover | null;
}

const BLOCKED: SightFacts = { blocked: true, total: 0, partialCover: null };

/**
 * `lineOfSight` without the explanation: equal to its `blocked`, the total of its `modifiers` and its `partialCover`
 * (proven by `los.test.ts` over random boards), without the hex labels, notes and reasons made for showing.
 */
export function sightFacts(map: GameMap, attacker: LosUnit, target: LosUnit, rules: LosRules = TW_LOS_RULES): SightFacts {
  const t = trace(map, attacker, target, rules);
  if (t.submerged || t.chosen.tally.blocked) return BLOCKED;
  const more = targetHexModifiers(hexAt(map, target.hex)!, unitBase(map, target), rules);
  return { blocked: false, total: total(t.chosen.modifiers) + total(more), partialCover: t.chosen.tally.finding?.cover ?? null };
}

/**
 * Line of sight from attacker to target on a map. Returns a ruling: blocked (with the hex and why) or the
 * to-hit modifiers line of sight contributes (intervening woods and smoke, the target's own hex, partial cover),
 * each with its source. Where the line runs along hexsides, the defender's better side is taken.
 */
export function lineOfSight(map: GameMap, attacker: LosUnit, target: LosUnit, rules: LosRules = TW_LOS_RULES): LosResult {
  const { line, distance, submerged, chosen, other } = trace(map, attacker, target, rules);
  const base: Omit<LosResult, 'blocked' | 'modifiers' | 'partialCover' | 'hexes'> = { divided: line.divided, distance, notes: [] };
  if (submerged) {
    return {
      ...base,
      hexes: labelsOf(map, line.right),
      blocked: true,
      reason: `the ${submerged} is wholly under water`,
      blockedAt: gridLabel(map, (submerged === 'target' ? target : attacker).hex),
      blockSource: TW_WATER,
      modifiers: [],
      partialCover: null,
    };
  }
  const sideInfo = chosen.side ? { side: chosen.side, otherSide: labelsOf(map, other!.path) } : {};
  const notes = [
    ...(chosen.tally.finding?.note ? [chosen.tally.finding.note] : []),
    ...(line.divided ? [`the line runs along hexsides: the defender takes the ${chosen.side} side`] : []),
  ];
  if (chosen.tally.blocked) {
    const b = chosen.tally.blocked;
    return {
      ...base,
      ...sideInfo,
      hexes: labelsOf(map, chosen.path),
      notes,
      blocked: true,
      reason: `blocked at ${b.hex}: ${b.why}`,
      blockedAt: b.hex,
      blockSource: b.source,
      modifiers: [],
      partialCover: null,
    };
  }
  const tHex = hexAt(map, target.hex)!;
  const modifiers = [...chosen.modifiers, ...targetHexModifiers(tHex, unitBase(map, target), rules)];
  const cover = chosen.tally.finding?.cover ?? null;
  const takingCover = cover?.modifier.id === TAKING_COVER_ID ? { takingCover: true } : {};
  return { ...base, ...sideInfo, hexes: labelsOf(map, chosen.path), notes, blocked: false, modifiers, partialCover: cover, ...takingCover };
}
