// The bot's worth of standing at a spot: the expected damage of its best heat-limited volley at one enemy from there, remembered within one decision.
import { type Hex, MECH_FIRING_ARCS, hexDistance, isInArc, parseHexLabel, toFacing } from '@marshal/core';
import type { CombatRules } from '../combat/rules';
import type { LosResult } from '../map/los-types';
import { volleyValue } from './expected-damage';
import { type FireOption, canTwist, losUnit, mountArcs, strikeSide, weaponShot } from './fire';
import { sight } from './memo';
import type { BattleState, MoveSummary, Position } from './state';

const MODES = ['stand', 'walk', 'run', 'jump'] as const;
const arcBits = (ids: readonly string[]): number => MECH_FIRING_ARCS.reduce((m, arc, i) => (ids.includes(arc.id) ? m | (1 << i) : m), 0);

/** What a volley from one hex at one enemy depends on apart from facing and movement, worked out once. */
interface FromHex {
  readonly from: Hex;
  readonly at: Hex;
  readonly range: number;
  readonly los: LosResult;
  readonly direction: FireOption['direction'];
  /** Arcs (bit set) holding the enemy, per facing. */
  readonly arcs: number[];
  /** Fire options per movement mode and weapon (undefined until asked, null when the weapon has no shot). */
  readonly shots: (FireOption | null | undefined)[][];
  readonly values: Map<number, number>;
}

/**
 * One decision's memo for unit `me` in state `s`: valid while the units, map and rules are those of `s` (the bot
 * builds one per decision). Equal to `bestVolley(fireOptions(trial, me, foe, rules), budget)` summed, where trial
 * puts `me` at the spot with that movement: the same weapons in the same order, the same rulings and sums.
 */
export class SpotValues {
  private readonly hexes = new Map<string, FromHex>();
  private readonly mounts: number[];

  constructor(private readonly s: BattleState, private readonly me: string, private readonly rules: CombatRules) {
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
    const key = ((b * 4 + mode) * 16 + legArcs) * 16 + arcs;
    let v = h.values.get(key);
    if (v === undefined) h.values.set(key, (v = volleyValue(this.options(h, foe, moved, mode, legArcs, arcs), b)));
    return v;
  }

  private fromHex(foe: string, hex: string): FromHex {
    const key = `${foe}>${hex}`;
    let h = this.hexes.get(key);
    if (!h) {
      const trial = this.trial(hex);
      const from = parseHexLabel(hex);
      const at = parseHexLabel(this.s.positions[foe]!.hex);
      h = {
        from, at, range: hexDistance(from, at), los: sight(this.s.map, losUnit(trial, this.me), losUnit(trial, foe)), direction: strikeSide(trial, this.me, foe),
        arcs: [], shots: MODES.map(() => []), values: new Map(),
      };
      this.hexes.set(key, h);
    }
    return h;
  }

  private trial(hex: string): BattleState {
    const s = this.s;
    return { ...s, positions: { ...s.positions, [this.me]: { ...s.positions[this.me]!, hex } } };
  }

  private arcsAt(h: FromHex, facing: number): number {
    const f = toFacing(facing);
    let m = h.arcs[f];
    if (m === undefined) h.arcs[f] = m = MECH_FIRING_ARCS.reduce((bits, arc, i) => (isInArc(arc, h.from, f, h.at) ? bits | (1 << i) : bits), 0);
    return m;
  }

  private options(h: FromHex, foe: string, moved: MoveSummary, mode: number, legArcs: number, arcs: number): FireOption[] {
    const a = this.s.units[this.me]!;
    const out: FireOption[] = [];
    a.weapons.forEach((w, i) => {
      if (w.destroyed || a.locations[w.location]?.destroyed) return;
      const seen = a.capabilities.legs.includes(w.location) ? legArcs : arcs;
      if (!(this.mounts[i]! & seen)) return;
      const row = h.shots[mode]!;
      let o = row[i];
      if (o === undefined) {
        const shot = weaponShot({ ...this.s, moved: { ...this.s.moved, [this.me]: moved } }, this.me, foe, i, h.range, h.los, this.rules);
        row[i] = o = shot ? { weapon: i, profile: shot.profile, location: w.location, toHit: shot.toHit, direction: h.direction } : null;
      }
      if (o) out.push(o);
    });
    return out;
  }
}
