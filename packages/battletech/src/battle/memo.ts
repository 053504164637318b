import type { Facing, Hex, Ruling } from '@marshal/core';
import { binFeeds } from '../unit/ammo-use';
import { catalogWeaponLookup } from '../unit/catalog-weapons';
import type { WeaponProfile } from '../unit/weapons';
import type { GameMap } from '../map/compose';
import { lineOfSight } from '../map/los';
import type { LosResult, LosRules } from '../map/los-types';
import { TW_LOS_RULES, losRules } from '../map/los-rules';

/** Pure lookups remembered (same answers, less work): weapon profiles by id, line of sight per map and pair of hexes, ammunition feeds. */
const weapons = new Map<string, WeaponProfile | undefined>();

export function weaponProfile(equipmentId: string): WeaponProfile | undefined {
  if (!weapons.has(equipmentId)) weapons.set(equipmentId, catalogWeaponLookup(equipmentId));
  return weapons.get(equipmentId);
}

const sights = new WeakMap<GameMap, Map<string, LosResult>>();
const LIMIT = 100_000;

type SightUnit = { hex: Hex; height: number; elevation?: number; takingCover?: Facing };

/** Line of sight between two units (remembered per map, line-of-sight rules and the pair as line of sight sees them). */
export function sight(map: GameMap, a: SightUnit, t: SightUnit, rules: LosRules = TW_LOS_RULES): LosResult {
  let cache = sights.get(map);
  if (!cache) sights.set(map, (cache = new Map()));
  const cover = t.takingCover === undefined ? '' : `/c${t.takingCover}`;
  const key = `${objectId(rules)}|${a.hex.col},${a.hex.row},${a.height},${a.elevation ?? 0}>${t.hex.col},${t.hex.row},${t.height},${t.elevation ?? 0}${cover}`;
  let hit = cache.get(key);
  if (!hit) {
    if (cache.size >= LIMIT) cache.clear();
    hit = lineOfSight(map, a, t, rules);
    cache.set(key, hit);
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

type Level = WeakMap<object, Level | Map<string, Shot>>;
const shotMemos: Level = new WeakMap();

/**
 * Shots of one attacker at one target, remembered per rules, map and the two units as they are. States are never
 * mutated (a unit that changes is a new object), so the memo lives as long as both units stay as they were: across
 * the decisions of a round, and across every run's first round in a simulation. Callers key the entries by
 * everything else a to-hit ruling reads (hexes or range and line of sight, movement, weapon).
 */
export function shotsBetween(rules: object, map: object, attacker: object, target: object): Map<string, Shot> {
  let level = shotMemos;
  for (const k of [rules, map, attacker]) {
    let next = level.get(k) as Level | undefined;
    if (!next) level.set(k, (next = new WeakMap()));
    level = next;
  }
  let shots = level.get(target) as Map<string, Shot> | undefined;
  if (!shots) level.set(target, (shots = new Map()));
  return shots;
}

const ids = new WeakMap<object, number>();
let nextId = 1;

/** A number standing for one object (the same object, the same number), for keys over immutable states. */
export function objectId(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
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
