// The bot's worth of standing at a spot: the expected damage of its best heat-limited volley at one enemy from there and of the enemy's fire back, remembered within one decision.
import { type Facing, type Hex, bearing12, hexDistance, isInArc, parseHexLabel, toFacing } from '@marshal/core';
import { MECH_FIRING_ARCS } from '../map/arcs';
import { targetMovementModifier } from '../rules/to-hit/movement-modifiers';
import type { CombatRules } from '../options/rules';
import type { LosResult } from '../map/los-types';
import { expectedDamage, volleyValue } from './expected-damage';
import { canTwist, losUnit, losUnitAt, mountArcs, weaponShot } from '../battle/fire';
import { type Shot, type SightSummary, losRulesOf, memoOf, shooterKey, shotsBetween, sight, sightSummary, targetKey } from '../battle/memo';
import type { BattleState, MoveSummary, Position } from '../battle/state';
import { nextState } from '../battle/next-state';
import type { BattleUnit } from '../unit/battle-unit';

/** The facing that looks from one hex toward another (the nearest hexside direction); undefined for the same hex. */
export const facingTowardHex = (from: Hex, to: Hex): Facing | undefined => {
  const b = bearing12(from, to);
  return b === undefined ? undefined : toFacing(Math.round(b / 2) % 6);
};

/** The same by hex labels (north for the same hex). */
export const facingToward = (from: string, to: string): Facing => facingTowardHex(parseHexLabel(from), parseHexLabel(to)) ?? toFacing(0);

const MODES = ['stand', 'walk', 'run', 'jump'] as const;
/** Arc bit sets already worked out, by hexes and facing (pure geometry; bounded). */
const arcMemo = new Map<number, number>();
const ARC_LIMIT = 500_000;
const inByte = (n: number): boolean => Number.isInteger(n) && n >= 0 && n < 256;

/** The firing arcs (bit set) from `from` facing `facing` that hold `at`. */
function arcBitsAt(from: Hex, facing: number, at: Hex): number {
  const f = toFacing(facing);
  if (!(inByte(from.col) && inByte(from.row) && inByte(at.col) && inByte(at.row))) return arcBitsOf(from, f, at);
  const key = (((from.col * 256 + from.row) * 6 + f) * 256 + at.col) * 256 + at.row;
  let bits = arcMemo.get(key);
  if (bits === undefined) {
    if (arcMemo.size >= ARC_LIMIT) arcMemo.clear();
    arcMemo.set(key, (bits = arcBitsOf(from, f, at)));
  }
  return bits;
}

function arcBitsOf(from: Hex, f: Facing, at: Hex): number {
  let bits = 0;
  for (let i = 0; i < MECH_FIRING_ARCS.length; i++) if (isInArc(MECH_FIRING_ARCS[i]!, from, f, at)) bits |= 1 << i;
  return bits;
}

const arcBits = (ids: readonly string[]): number => MECH_FIRING_ARCS.reduce((m, arc, i) => (ids.includes(arc.id) ? m | (1 << i) : m), 0);

/** What a volley from one hex at one enemy depends on apart from facing and movement, worked out once. */
interface FromHex {
  readonly hex: string;
  readonly from: Hex;
  readonly at: Hex;
  readonly range: number;
  /** What the scoring reads of the line of sight; the full result (`full`) is made only for a new to-hit ruling. */
  readonly los: SightSummary;
  full?: LosResult;
  /**
   * Everything of the hex a weapon's to-hit ruling reads: the range, the line-of-sight modifiers (their total: only
   * the total changes the odds) and the cover, as a number (`keyNumber`). Hexes with the same key share their shots
   * and volley values.
   */
  readonly sightKey: number;
  /** Arcs (bit set) holding the enemy, per facing. */
  readonly arcs: number[];
}

/** Per enemy in one decision: its hex, its weapons' mount arcs (bit sets), which fire from the legs' arcs, and the key of its fire back. */
interface Foe {
  readonly from: Hex;
  readonly mounts: number[];
  readonly legs: boolean[];
  readonly twists: boolean;
  /** Everything the enemy's fire back reads apart from the spot and the target-movement step; null: not remembered across decisions. */
  readonly threatKey: number | null;
  /** The shot memos of this enemy at `me` and of `me` at it (`shotsBetween`), looked up once a decision. */
  readonly shotsBack: Map<string, Shot>;
  readonly shotsAt: Map<string, Shot>;
}

const threatMemos = new WeakMap<object, WeakMap<object, Map<number | string, number>>>();
/** Fire-back sums remembered per rules and map before the memo starts afresh. */
const THREAT_LIMIT = 100_000;

const mountLayouts = new WeakMap<object, string>();

/** The weapons' ids, locations and rear mounting (their arcs), worked out once per weapon list. */
function mountLayout(u: BattleUnit): string {
  let k = mountLayouts.get(u.weapons);
  if (k === undefined) mountLayouts.set(u.weapons, (k = u.weapons.map((w) => `${w.equipmentId}@${w.location}${w.rear ? 'r' : ''}`).join(',')));
  return k;
}

/**
 * The key of `foe`'s fire back at `me` that lasts across decisions (`SpotValues.threat` adds the spot and the step):
 * what its shots read of both units (`shooterKey`, `targetKey`), the foe's elevation, hex, twist, weapon layout,
 * which weapons still fire and its declared weapon modes. Null when electronics or taking cover are in play: those
 * read other units and hexes, so the fire back is then worked out within the decision only.
 */
function lastingThreatKey(s: BattleState, foe: string, me: string): number | null {
  const key = threatKeyText(s, foe, me);
  return key === null ? null : keyNumber(key);
}

/**
 * Long keys stand for short numbers in the memos' keys (hashing a long key per spot is measurable). Numbers are
 * never reused: after the table starts afresh a key gets a new number, so remembered entries only miss.
 */
const keyNumbers = new Map<string, number>();
let nextKeyNumber = 1;

function keyNumber(key: string): number {
  let n = keyNumbers.get(key);
  if (n === undefined) {
    if (keyNumbers.size >= THREAT_LIMIT) keyNumbers.clear();
    keyNumbers.set(key, (n = nextKeyNumber++));
  }
  return n;
}

function threatKeyText(s: BattleState, foe: string, me: string): string | null {
  if (s.takingCover && Object.keys(s.takingCover).length) return null;
  for (const id in s.units) if (s.units[id]!.electronics) return null;
  const f = s.units[foe]!;
  let usable = '';
  for (const w of f.weapons) usable += w.destroyed || f.locations[w.location]?.destroyed ? '0' : '1';
  const modes = s.weaponModes?.[foe] ? JSON.stringify(s.weaponModes[foe]) : '-';
  return `${shooterKey(f)}|${f.elevation}|${mountLayout(f)}|${usable}|${modes}|${s.positions[foe]!.hex}|${s.twists[foe] ?? 0}>${targetKey(s.units[me]!)}`;
}

/**
 * One decision's memo for unit `me` in state `s`: valid while the units, map and rules are those of `s` (the bot
 * builds one per decision). Equal to `bestVolley(fireOptions(trial, me, foe, rules), budget)` summed, where trial
 * puts `me` at the spot with that movement: the same weapons in the same order, the same odds and sums.
 */
export class SpotValues {
  private readonly hexes = new Map<string, FromHex>();
  private readonly values = new Map<string, number>();
  private readonly threats = new Map<string, number>();
  private readonly mounts: number[];
  /** Per enemy: its hex, its weapons' mount arcs (bit sets) and whether each fires from the legs' arcs. */
  private readonly foes = new Map<string, Foe>();

  constructor(
    private readonly s: BattleState,
    private readonly me: string,
    private readonly rules: CombatRules,
  ) {
    this.mounts = s.units[me]!.weapons.map((w) => arcBits(mountArcs(w.location, w.rear)));
  }

  value(foe: string, pos: Position, moved: MoveSummary, budget: number): number {
    const h = this.fromHex(foe, pos.hex);
    if (h.los.blocked) return 0;
    const a = this.s.units[this.me]!;
    const twist = this.s.twists[this.me] ?? 0;
    const legArcs = this.arcsAt(h, pos.facing);
    const arcs = twist && canTwist(a) ? this.arcsAt(h, pos.facing + twist) : legArcs;
    const mode = MODES.indexOf(moved.mode);
    const b = Math.max(0, Math.floor(budget));
    const key = `${foe}|${h.sightKey}|${((b * 4 + mode) * 16 + legArcs) * 16 + arcs}`;
    let v = this.values.get(key);
    if (v === undefined) this.values.set(key, (v = volleyValue(this.options(h, foe, moved, mode, legArcs, arcs), b)));
    return v;
  }

  /**
   * The expected damage `foe` could deal back at `me` standing on `pos` after `moved`, turned to face it and standing
   * still. It depends on the unit's movement only through the target-movement modifiers (the hexes' step, jumping,
   * having moved at all), not on its facing.
   */
  threat(foe: string, pos: Position, moved: MoveSummary): number {
    const step = `${targetMovementModifier(moved.hexes)}/${moved.hexes > 0}/${moved.mode === 'jump'}`;
    const key = `${foe}|${pos.hex}|${step}`;
    let v = this.threats.get(key);
    if (v === undefined) {
      const lasting = this.foe(foe).threatKey;
      const memo = lasting === null ? null : memoOf(threatMemos, this.rules, this.s.map, THREAT_LIMIT);
      const long = `${lasting}|${pos.hex}|${step}`;
      v = memo?.get(long);
      if (v === undefined) {
        v = this.fireBack(foe, pos, moved, step);
        memo?.set(long, v);
      }
      this.threats.set(key, v);
    }
    return v;
  }

  /** `fireOptions` of the foe turned toward the spot, standing, summed: the same weapons in the same order and odds. */
  private fireBack(foe: string, pos: Position, moved: MoveSummary, step: string): number {
    const s = this.s;
    const f = s.units[foe]!;
    const facing = facingToward(s.positions[foe]!.hex, pos.hex);
    let back: BattleState | null = null;
    const { from, mounts, legs, twists, shotsBack: shots } = this.foe(foe);
    const at = parseHexLabel(pos.hex);
    const range = hexDistance(from, at);
    const foeSees = losUnit(s, foe);
    const meSeen = losUnitAt(s, this.me, pos.hex);
    const los = sightSummary(s.map, foeSees, meSeen, losRulesOf(this.rules));
    if (los.blocked) return 0;
    let full: LosResult | null = null;
    const prefix = `b|${range}/${los.key}|${step}|`;
    const twist = s.twists[foe] ?? 0;
    const legArcs = arcBitsAt(from, facing, at);
    const arcs = twist && twists ? arcBitsAt(from, facing + twist, at) : legArcs;
    let total = 0;
    for (let i = 0; i < f.weapons.length; i++) {
      const w = f.weapons[i]!;
      if (w.destroyed || f.locations[w.location]?.destroyed) continue;
      if (!(mounts[i]! & (legs[i] ? legArcs : arcs))) continue;
      const k = prefix + i;
      let o = shots.get(k);
      if (o === undefined) {
        back ??= nextState(s, {
          positions: { ...s.positions, [this.me]: pos, [foe]: { ...s.positions[foe]!, facing } },
          moved: { ...s.moved, [this.me]: moved, [foe]: { mode: 'stand', hexes: 0 } },
        });
        full ??= sight(s.map, foeSees, meSeen, losRulesOf(this.rules));
        shots.set(k, (o = weaponShot(back, foe, this.me, i, range, full, this.rules)));
      }
      if (o) total += expectedDamage(o);
    }
    return total;
  }

  private foe(id: string): Foe {
    let d = this.foes.get(id);
    if (!d) {
      const f = this.s.units[id]!;
      d = {
        from: parseHexLabel(this.s.positions[id]!.hex),
        mounts: f.weapons.map((w) => arcBits(mountArcs(w.location, w.rear))),
        legs: f.weapons.map((w) => f.capabilities.legs.includes(w.location)),
        twists: canTwist(f),
        threatKey: lastingThreatKey(this.s, id, this.me),
        shotsBack: shotsBetween(this.rules, this.s.map, f, this.s.units[this.me]!),
        shotsAt: shotsBetween(this.rules, this.s.map, this.s.units[this.me]!, f),
      };
      this.foes.set(id, d);
    }
    return d;
  }

  private fromHex(foe: string, hex: string): FromHex {
    const key = `${foe}>${hex}`;
    let h = this.hexes.get(key);
    if (!h) {
      const s = this.s;
      const from = parseHexLabel(hex);
      const at = parseHexLabel(s.positions[foe]!.hex);
      const range = hexDistance(from, at);
      const los = sightSummary(s.map, losUnitAt(s, this.me, hex), losUnit(s, foe), losRulesOf(this.rules));
      h = { hex, from, at, range, los, sightKey: keyNumber(`${range}/${los.key}`), arcs: [] };
      this.hexes.set(key, h);
    }
    return h;
  }

  private arcsAt(h: FromHex, facing: number): number {
    const f = toFacing(facing);
    let m = h.arcs[f];
    if (m === undefined) h.arcs[f] = m = arcBitsAt(h.from, f, h.at);
    return m;
  }

  private options(h: FromHex, foe: string, moved: MoveSummary, mode: number, legArcs: number, arcs: number): NonNullable<Shot>[] {
    const a = this.s.units[this.me]!;
    const shots = this.foe(foe).shotsAt;
    const fm = this.s.moved[foe];
    const tm = `${fm?.hexes ?? 0}/${fm?.mode === 'jump'}`;
    const out: NonNullable<Shot>[] = [];
    const prefix = `v|${mode}|#${h.sightKey}|${tm}|`;
    for (let i = 0; i < a.weapons.length; i++) {
      const w = a.weapons[i]!;
      if (w.destroyed || a.locations[w.location]?.destroyed) continue;
      const seen = a.capabilities.legs.includes(w.location) ? legArcs : arcs;
      if (!(this.mounts[i]! & seen)) continue;
      const key = prefix + i;
      let o = shots.get(key);
      if (o === undefined) {
        h.full ??= sight(this.s.map, losUnitAt(this.s, this.me, h.hex), losUnit(this.s, foe), losRulesOf(this.rules));
        shots.set(key, (o = weaponShot({ ...this.s, moved: { ...this.s.moved, [this.me]: moved } }, this.me, foe, i, h.range, h.full, this.rules)));
      }
      if (o) out.push(o);
    }
    return out;
  }
}
