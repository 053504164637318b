import type { Facing, Hex, Ruling } from '@marshal/core';
import { binFeeds } from '../unit/ammo-use';
import { catalogWeaponLookup } from '../unit/catalog-weapons';
import type { WeaponProfile } from '../unit/weapons';
import { type BattleUnit, hitSystems, systemHits } from '../unit/battle-unit';
import type { GameMap } from '../map/compose';
import { type SightFacts, lineOfSight, sightFacts } from '../map/los';
import type { Mover } from '../map/movement-cost';
import { type PathOptions, type PathResult, runOrders } from '../map/path';
import type { LosResult, LosRules, LosUnit } from '../map/los-types';
import { TW_LOS_RULES, losRules } from '../map/los-rules';

/** Pure lookups remembered (same answers, less work): line of sight per map and pair of hexes, ammunition feeds. */

/** A mounted weapon's profile by equipment id (`catalogWeaponLookup` remembers each one it makes). */
export const weaponProfile = (equipmentId: string): WeaponProfile | undefined => catalogWeaponLookup(equipmentId);

const sights = new WeakMap<object, WeakMap<object, Map<number | string, LosResult>>>();
const LIMIT = 100_000;

type SightEnd = LosUnit;
const small = (n: number, bound: number): boolean => Number.isInteger(n) && n >= 0 && n < bound;
const fits = (u: SightEnd): boolean =>
  small(u.hex.col, 256) && small(u.hex.row, 256) && small(u.height, 8) && small(u.elevation ?? 0, 32) && u.takingCover === undefined;

/**
 * The cache key of a hex pair: one number (exact below 2^53) when columns and rows are under 256, heights under 8
 * and elevations under 32 — every map and unit the bots meet — otherwise a string.
 */
function sightKey(a: SightEnd, t: SightEnd): number | string {
  if (fits(a) && fits(t)) {
    const pair = ((a.hex.col * 256 + a.hex.row) * 256 + t.hex.col) * 256 + t.hex.row;
    return pair * 65536 + ((a.height * 32 + (a.elevation ?? 0)) * 8 + t.height) * 32 + (t.elevation ?? 0);
  }
  const end = (u: SightEnd) => `${u.hex.col},${u.hex.row},${u.height},${u.elevation ?? 0},${u.takingCover ?? '-'}`;
  return `${end(a)}>${end(t)}`;
}

/** The memo for two read-only values in `store` (made on first use), emptied when it has reached `limit` entries. */
export function memoOf<T>(store: WeakMap<object, WeakMap<object, Map<number | string, T>>>, a: object, b: object, limit: number): Map<number | string, T> {
  let byB = store.get(a);
  if (!byB) store.set(a, (byB = new WeakMap()));
  let memo = byB.get(b);
  if (!memo) byB.set(b, (memo = new Map()));
  if (memo.size >= limit) memo.clear();
  return memo;
}

/** Line of sight between two units, remembered per map, line-of-sight rules and the pair as line of sight sees them. */
export function sight(map: GameMap, a: SightEnd, t: SightEnd, rules: LosRules = TW_LOS_RULES): LosResult {
  const cache = memoOf(sights, map, rules, LIMIT);
  const key = sightKey(a, t);
  let hit = cache.get(key);
  if (!hit) cache.set(key, (hit = lineOfSight(map, a, t, rules)));
  return hit;
}

/** What the bot reads of a line of sight (`sightFacts`) and its shot-memo key `range/total/cover-json`, less the range. */
export interface SightSummary extends SightFacts {
  /** `total/cover-json` (or `total/-`): what a to-hit ruling reads of a line of sight besides `blocked`. */
  readonly key: string;
}

const facts = new WeakMap<object, WeakMap<object, Map<number | string, SightSummary>>>();

/**
 * Line of sight as the bot's scoring reads it (blocked, modifier total, cover), remembered like `sight`; the full,
 * explained result (`sight`) is made only when a new to-hit ruling needs it.
 */
export function sightSummary(map: GameMap, a: SightEnd, t: SightEnd, rules: LosRules = TW_LOS_RULES): SightSummary {
  const cache = memoOf(facts, map, rules, LIMIT);
  const key = sightKey(a, t);
  let hit = cache.get(key);
  if (!hit) {
    const f = sightFacts(map, a, t, rules);
    cache.set(key, (hit = { ...f, key: `${f.total}/${f.partialCover ? JSON.stringify(f.partialCover) : '-'}` }));
  }
  return hit;
}

const feeds = new Map<string, boolean>();

/** Whether an ammunition bin feeds a weapon (combat's `binFeeds`, remembered per pair). */
export function feedsWeapon(binId: string, weapon: WeaponProfile): boolean {
  const key = `${binId}\u0000${weapon.id}`;
  let hit = feeds.get(key);
  if (hit === undefined) feeds.set(key, (hit = binFeeds(binId, weapon)));
  return hit;
}

/** One weapon's shot at a target: its profile and to-hit ruling (null: it cannot fire or cannot hit). */
export type Shot = { readonly profile: WeaponProfile; readonly toHit: Ruling } | null;

const shotMemos = new WeakMap<object, WeakMap<object, Map<string, Map<string, Shot>>>>();
/** Attacker–target pairs remembered per rules and map before the memo starts afresh (bounds memory in long simulations). */
const PAIR_LIMIT = 256;

/**
 * Shots of one attacker at one target, remembered per rules, map and what a to-hit ruling (and the ammunition check)
 * reads of the two units (`shooterKey`, `targetKey`): units that differ in nothing a ruling reads share their shots,
 * across hits that changed only armour and across the runs of a simulation. Callers key the entries by everything
 * else a to-hit ruling reads (hexes or range and line of sight, movement, weapon).
 */
export function shotsBetween(rules: object, map: object, attacker: BattleUnit, target: BattleUnit): Map<string, Shot> {
  let byMap = shotMemos.get(rules);
  if (!byMap) shotMemos.set(rules, (byMap = new WeakMap()));
  let pairs = byMap.get(map);
  if (!pairs) byMap.set(map, (pairs = new Map()));
  const key = `${keyNumber(shooterNumbers, attacker, shooterKey)}>${keyNumber(targetNumbers, target, targetKey)}`;
  let shots = pairs.get(key);
  if (!shots) {
    if (pairs.size >= PAIR_LIMIT) pairs.clear();
    pairs.set(key, (shots = new Map()));
  }
  return shots;
}

/**
 * Each distinct text a memo key names — what a shot reads of a unit, a mover's contents — as a short number (numbers are
 * never reused), so keys that name it are short to build and to hash.
 */
const textNumbers = new Map<string, number>();
let nextTextNumber = 1;

function numberFor(text: string): number {
  let n = textNumbers.get(text);
  if (n === undefined) {
    if (textNumbers.size >= LIMIT) textNumbers.clear();
    textNumbers.set(text, (n = nextTextNumber++));
  }
  return n;
}

const shooterNumbers = new WeakMap<BattleUnit, number>();
const targetNumbers = new WeakMap<BattleUnit, number>();

/** The number of `u`'s key, once per unit object: equal keys, equal numbers. */
function keyNumber(store: WeakMap<BattleUnit, number>, u: BattleUnit, keyOf: (u: BattleUnit) => string): number {
  let n = store.get(u);
  if (n === undefined) store.set(u, (n = numberFor(keyOf(u))));
  return n;
}

const shooterKeys = new WeakMap<BattleUnit, string>();
const targetKeys = new WeakMap<BattleUnit, string>();
const layouts = new WeakMap<object, string>();

/** A list's fixed parts (ids and locations), worked out once per list object. */
function layout(list: readonly { equipmentId: string; location: string }[]): string {
  let k = layouts.get(list);
  if (k === undefined) layouts.set(list, (k = list.map((x) => `${x.equipmentId}@${x.location}`).join(',')));
  return k;
}

/**
 * Everything `weaponShot` reads of the firing unit: name (the ruling's label), gunnery, capabilities, prone,
 * hull-down, heat, sensor hits, the hit systems of its arms, its weapons' ids and locations, and which ammunition
 * bins are exploded or empty. Proven against fresh rulings by `memo.test.ts`.
 */
export function shooterKey(u: BattleUnit): string {
  let k = shooterKeys.get(u);
  if (k === undefined) {
    const arms = u.capabilities.limbs.filter((l) => !u.capabilities.legs.includes(l)).map((l) => hitSystems(u, l).join('+'));
    const bins = u.ammo.map((b) => (b.exploded ? 'x' : b.shots > 0 ? '1' : '0')).join('');
    const head = `${u.name}|${objectId(u.capabilities)}|${u.pilot.gunnery}|${+u.prone}${+u.hullDown}|${u.heat}|${systemHits(u).sensors}`;
    shooterKeys.set(u, (k = `${head}|${arms.join(';')}|${layout(u.weapons)}|${layout(u.ammo)}|${bins}`));
  }
  return k;
}

/** Everything a to-hit ruling reads of the target: name, capabilities, immobile, shut down, conscious, prone, hull-down, elevation. */
export function targetKey(u: BattleUnit): string {
  let k = targetKeys.get(u);
  if (k === undefined) {
    const flags = `${+u.immobile}${+u.shutdown}${+u.pilot.conscious}${+u.prone}${+u.hullDown}`;
    targetKeys.set(u, (k = `${u.name}|${objectId(u.capabilities)}|${flags}|${u.elevation}`));
  }
  return k;
}

const ids = new WeakMap<object, number>();
let nextId = 1;

/** A number standing for one object (the same object, the same number), for keys over immutable states. */
export function objectId(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}

const paths = new WeakMap<GameMap, Map<string, PathResult>>();
/** Movement runs remembered per map before that memo starts afresh (a run's result is a few hundred bytes to kilobytes). */
const PATH_LIMIT = 20_000;
const moverKeys = new WeakMap<Mover, string>();
const finite = (_k: string, v: unknown): unknown => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v);

/**
 * `runOrders` for orders written as a string, remembered per map, mover (by its contents), start and orders: the
 * executor is pure and its results are read-only, so the bot's searches share them across decisions and runs.
 */
/** A mover as a memo key: a short name for its contents (its JSON, made once per mover object); equal contents, equal keys. */
export function moverKey(mover: Mover): string {
  let m = moverKeys.get(mover);
  if (m === undefined) moverKeys.set(mover, (m = `m${numberFor(JSON.stringify(mover, finite))}`));
  return m;
}

export function pathOf(map: GameMap, mover: Mover, start: { hex: Hex; facing: Facing }, orders: string, opts: PathOptions = {}): PathResult {
  let cache = paths.get(map);
  if (!cache) paths.set(map, (cache = new Map()));
  const how = opts.mode === undefined && opts.exits === undefined ? '' : `${opts.mode ?? ''}${opts.exits ?? ''}`;
  const key = `${moverKey(mover)}|${start.hex.col},${start.hex.row},${start.facing}|${how}|${orders}`;
  let hit = cache.get(key);
  if (!hit) {
    if (cache.size >= PATH_LIMIT) cache.clear();
    cache.set(key, (hit = runOrders(map, mover, start, orders, opts)));
  }
  return hit;
}

const losRulesMemo = new WeakMap<object, LosRules>();

/**
 * The line-of-sight rules the combat rules name (`losOptions`: the map's cover options the combat options switch on,
 * e.g. expanded partial cover and taking cover), so the battle finds cover as the line-of-sight tool does.
 */
export function losRulesOf(rules: { readonly losOptions: readonly string[] }): LosRules {
  let hit = losRulesMemo.get(rules);
  if (!hit) losRulesMemo.set(rules, (hit = rules.losOptions.length ? losRules(rules.losOptions) : TW_LOS_RULES));
  return hit;
}
