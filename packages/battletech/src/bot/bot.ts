// A deterministic bot: moves (walking, running or jumping) to the spot that best trades expected damage (cover and range
// included) or charges / jumps on an enemy when that pays, fires the best heat-limited volley, kicks when adjacent, and
// withdraws when it must.
import { botShots, podHarm } from './bot-munitions';
import { hexDistance, parseHexLabel } from '@marshal/core';
import type { BattleUnit } from '../unit/battle-unit';
import { forcedWithdrawal } from '../rules/withdrawal/crippling';
import { physicalDamage } from '../rules/physical-attacks/physical';
import type { CombatRules } from '../options/rules';
import type { EdgeName } from '../map/compose';
import { type AttackMove, attackMoves } from './bot-attacks';
import { bestVolley, expectedDamage } from './expected-damage';
import { canTwist, fireOptions } from '../battle/fire';
import { objectId, pathOf, weaponProfile } from '../battle/memo';
import { shotProfile } from '../unit/mml';
import { moverFor } from '../battle/movement';
import { brushOffOptions, physicalOption } from '../battle/phases';
import { crewRemovalDeclaration } from '../battle/pod-removal';
import { SpotValues } from './spot-value';
import { quickChoice } from './quick';
import { edgeOrders } from './edge-orders';
import { type Spot, distinctSpots, jumpSpots, spotDecision } from './spots';
import { ambushDeployment, botCover, botEcmSwitch, hiddenFoes, searchGoal, springsAmbush, waitsHidden } from './bot-options';
import { stealthActive } from '../battle/electronics';
import { coverForbidsTwist } from '../battle/taking-cover';
import { botDeployment, nextToDeploy } from '../battle/deployment';
import type { BattleCommand, PhysicalDeclaration } from '../battle/schema';
import { type BattleState, type MoveSummary, type Position, canAct, enemiesOf } from '../battle/state';

export interface BotPolicy {
  /** Heat the bot may carry into the next turn after its heat sinks (0 keeps it cool). */
  readonly heatCeiling: number;
  /** Weight of the damage the enemy can do back when choosing a hex. */
  readonly caution: number;
  /** Move to the home edge and leave under forced withdrawal. */
  readonly honourWithdrawal: boolean;
  /** Expected damage a hex of distance beyond the unit's best range is worth giving up (so bots close in when nobody can fire). */
  readonly closing: number;
  /** Charge or jump on an enemy (death from above) when that is worth more than the best plain move. */
  readonly physicalMoves: boolean;
  /** Units whose objective is to leave by an edge (a mission's convoy, trapped force or raiders): they head for it and leave. */
  readonly objectiveEdges?: Readonly<Record<string, EdgeName>>;
  /**
   * How the bot searches (ADR 0045): 'full' (the default) scores every reachable spot by the expected damage it
   * trades; 'quick' ranks them by geometry alone (`quick.ts`) and fires without trying torso twists.
   */
  readonly search?: BotSearch;
  /** Jump as an ordinary move too (to any hex within jumping MP, facing the nearest enemy); without it jumps are only deaths from above. */
  readonly jumps?: boolean;
}

/** The bots a simulation can play with: the full bot (the default everywhere) or the quick simulation bot. */
export const BOT_SEARCHES = ['full', 'quick'] as const;
export type BotSearch = (typeof BOT_SEARCHES)[number];

export const DEFAULT_BOT: BotPolicy = { heatCeiling: 4, caution: 0.8, honourWithdrawal: true, closing: 0.1, physicalMoves: true, jumps: true };

/**
 * The quick simulation bot (issue #21, ADR 0045): the same rules through the same engine, but its moves are ranked
 * by a cheap geometric score and it makes no charges or deaths from above. Chosen explicitly (`--bot quick`, the
 * API's `bot: "quick"`); its win rate against the full bot is published in docs/battle.md.
 */
export const QUICK_BOT: BotPolicy = { ...DEFAULT_BOT, physicalMoves: false, jumps: false, search: 'quick' };

/** The policy a simulation's `bot` choice names. */
export const botPolicy = (bot: BotSearch = 'full'): BotPolicy => (bot === 'quick' ? QUICK_BOT : DEFAULT_BOT);

/** A spot's score for unit `me` in one decision; what does not depend on the spot (enemies, best range) is worked out once. */
function spotScorer(s: BattleState, me: string, p: BotPolicy, values: SpotValues, rules: CombatRules): (pos: Position, moved: MoveSummary) => number {
  const u = s.units[me]!;
  const reach = bestRange(u);
  const foes = enemiesOf(s, me).map((id) => ({ id, at: parseHexLabel(s.positions[id]!.hex) }));
  return (pos, moved) => {
    let score = 0;
    const budget = heatBudget(u, moved, p, rules);
    const here = parseHexLabel(pos.hex);
    for (const foe of foes) {
      score += values.value(foe.id, pos, moved, budget);
      score -= p.caution * values.threat(foe.id, pos, moved);
      score -= p.closing * Math.max(0, hexDistance(here, foe.at) - reach);
    }
    return score;
  };
}

/** The longest short-range band among the unit's working weapons (at least 1; an MML's in the mode of its next rounds). */
export function bestRange(u: BattleUnit): number {
  return u.weapons.reduce((r, w) => {
    const p = w.destroyed ? undefined : weaponProfile(w.equipmentId);
    return p ? Math.max(r, shotProfile(u, p).ranges.short) : r;
  }, 1);
}

/** Heat the unit can add by firing this turn and stay at or under the policy's ceiling after dissipation (and stealth armour's heat when on). */
export function heatBudget(u: BattleUnit, moved: MoveSummary | undefined, p: BotPolicy, rules?: CombatRules): number {
  if (!u.capabilities.tracksHeat) return 99;
  const mh = !moved ? 0 : moved.mode === 'walk' ? 1 : moved.mode === 'run' ? 2 : moved.mode === 'jump' ? Math.max(3, moved.hexes) : 0;
  const stealth = rules && u.electronics?.stealth && stealthActive(u, rules) ? rules.stealth.heat : 0;
  return p.heatCeiling + u.heatSinks - u.heat - mh - stealth;
}

/** The bot's written orders for one unit: the best-scoring distinct end position whose orders the executor accepts. */
export function botOrders(s: BattleState, me: string, rules: CombatRules, p: BotPolicy = DEFAULT_BOT): string {
  if (waitsHidden(s, me)) return '';
  // Only the first round's states recur (every run of a simulation starts from the same opening state); later keys
  // name units no other run shares, so they are neither made nor kept.
  if (s.round > 1) return chooseOrders(s, me, rules, p);
  const key = decisionKey(s, me, rules, p);
  let orders = decisions.get(key);
  if (orders === undefined) {
    if (decisions.size >= 20_000) decisions.clear();
    decisions.set(key, (orders = chooseOrders(s, me, rules, p)));
  }
  return orders;
}

/**
 * Orders already chosen in a first round, by everything `chooseOrders` reads: the units (as objects: states are
 * immutable), where they stand, how they moved, twists, who withdrew, the map, the rules and the policy. Every run of
 * a simulation starts from the same opening state, so the first round's choices are made once.
 */
const decisions = new Map<string, string>();

function decisionKey(s: BattleState, me: string, rules: CombatRules, p: BotPolicy): string {
  const units = Object.entries(s.units)
    .map(([id, u]) => `${id}:${objectId(u)}:${s.sideOf[id]}`)
    .join(',');
  const hidden = s.hidden?.length ? `|${s.hidden.join(',')}` : '';
  const where = JSON.stringify([s.positions, s.moved, s.twists, s.withdrawn]);
  return `${me}|${objectId(s.map)}|${objectId(rules)}|${objectId(p)}|${objectId(s.sides)}|${units}|${where}${hidden}`;
}

function chooseOrders(s: BattleState, me: string, rules: CombatRules, p: BotPolicy): string {
  const u = s.units[me]!;
  const mover = moverFor(u);
  const others = new Set<string>();
  for (const id in s.positions) if (id !== me) others.add(s.positions[id]!.hex);
  const all = distinctSpots(s, me, mover);
  const options = all.filter((o) => !others.has(o.end.hex));
  if (!options.length) return '';
  const othersKey = [...others].join(',');
  const side = s.sides.find((x) => x.id === s.sideOf[me])!;
  // Heading for an edge reads the spots, the other units' hexes, the edge and whether the side may leave by it.
  const toEdge = (edge: EdgeName) =>
    spotDecision(all, `edge|${othersKey}|${edge}|${side.exitEdges.includes(edge)}`, () => edgeOrders(s, me, mover, options, edge));
  if (p.honourWithdrawal && forcedWithdrawal(u).met) return toEdge(side.homeEdge);
  const objective = p.objectiveEdges?.[me];
  if (objective) return toEdge(objective);
  const start = s.positions[me]!;
  const valid = (o: Spot) => !pathOf(s.map, mover, { hex: parseHexLabel(start.hex), facing: start.facing }, o.orders).stopped;
  const goal = !enemiesOf(s, me).length && hiddenFoes(s, me).length ? searchGoal(s, me) : null;
  if (p.search === 'quick' && !goal) {
    const foeHexes = enemiesOf(s, me).map((id) => s.positions[id]!.hex);
    const reach = bestRange(u);
    const choose = () =>
      quickChoice(
        options,
        foeHexes.map((h) => parseHexLabel(h)),
        reach,
        valid,
      )?.orders ?? '';
    return spotDecision(all, `quick|${othersKey}|${foeHexes.join(',')}|${reach}`, choose);
  }
  const scoreSpot = goal ? (pos: Position) => -hexDistance(parseHexLabel(pos.hex), goal) : spotScorer(s, me, p, new SpotValues(s, me, rules), rules);
  const foeHexes = enemiesOf(s, me).map((id) => parseHexLabel(s.positions[id]!.hex));
  // A prone unit gets up with its MP and may not jump after it (`afterGettingUp`).
  const jumps = p.jumps && !u.prone ? jumpSpots(s, me, mover, foeHexes).filter((o) => !others.has(o.end.hex)) : [];
  const scored = (jumps.length ? options.concat(jumps) : options)
    .map((o, i) => ({ o, i, v: scoreSpot(o.end, o.moved) }))
    .sort((x, y) => y.v - x.v || x.i - y.i);
  const ok = scored.find(({ o }) => valid(o));
  if (p.physicalMoves) {
    const attack = attackMoves(s, me, mover, options, rules, p.caution, scoreSpot).reduce<AttackMove | null>((b, a) => (!b || a.value > b.value ? a : b), null);
    if (attack && attack.value > (ok?.v ?? -Infinity)) return attack.orders;
  }
  return ok ? ok.o.orders : '';
}

/**
 * The bot's fire: the best heat-limited volley at the enemy it can hurt most, twisting the torso when that helps (and
 * it is not taking cover). A hidden unit still waiting in ambush holds its fire unless the target is within its short range.
 */
export function botVolley(s: BattleState, me: string, rules: CombatRules, p: BotPolicy = DEFAULT_BOT): { attacks: BotAttack[]; twist: number } {
  const { attacks, twist } = volleyOf(s, me, rules, p);
  return springsAmbush(s, me, attacks[0]?.target, bestRange(s.units[me]!)) ? { attacks, twist } : { attacks: [], twist: 0 };
}

/** The torso twists a unit may declare now (none while it is taking cover). */
const twistsOf = (s: BattleState, id: string): number[] => (canTwist(s.units[id]!) && !coverForbidsTwist(s, id) ? [0, -1, 1] : [0]);

/** The best heat-limited volley of `shooter` at `target` with this twist, and its expected damage. */
function volleyAt(s: BattleState, shooter: string, target: string, twist: number, rules: CombatRules, p: BotPolicy) {
  const shots = botShots(s, shooter, target, fireOptions(s, shooter, target, rules, twist), rules, twist);
  const volley = bestVolley(shots, heatBudget(s.units[shooter]!, s.moved[shooter], p, rules));
  return { volley, value: volley.reduce((t, o) => t + expectedDamage(o), 0) };
}

/** The best volley of `me` over its enemies and allowed twists, with its expected damage. */
function volleyOf(s: BattleState, me: string, rules: CombatRules, p: BotPolicy): { attacks: BotAttack[]; twist: number; value: number } {
  let best: { attacks: BotAttack[]; twist: number } = { attacks: [], twist: 0 };
  let value = 0;
  for (const twist of p.search === 'quick' ? [0] : twistsOf(s, me)) {
    for (const foe of enemiesOf(s, me)) {
      const { volley, value: v } = volleyAt(s, me, foe, twist, rules, p);
      if (v > value + 1e-9)
        [best, value] = [{ attacks: volley.map((o) => ({ weapon: o.weapon, target: foe, ...(o.bin !== undefined ? { bin: o.bin } : {}) })), twist }, v];
    }
  }
  return { attacks: best.attacks, twist: best.twist, value };
}

/** What `me` can deal this phase (its best volley) and be dealt (each known foe that has not fired yet, at `me` alone). */
function fireWorth(s: BattleState, me: string, rules: CombatRules, p: BotPolicy): { dealt: number; taken: number } {
  let taken = 0;
  for (const foe of enemiesOf(s, me))
    if (canAct(s, foe) && !s.fire[foe]) taken += Math.max(...twistsOf(s, foe).map((twist) => volleyAt(s, foe, me, twist, rules, p).value));
  return { dealt: volleyOf(s, me, rules, p).value, taken };
}

/** One shot of the bot's volley: the weapon, the target and, when not the default, the bin (kind of round) it fires. */
export interface BotAttack {
  readonly weapon: number;
  readonly target: string;
  readonly bin?: number;
}

export const botFire = (s: BattleState, me: string, rules: CombatRules, p: BotPolicy = DEFAULT_BOT): BotAttack[] => botVolley(s, me, rules, p).attacks;

/**
 * The bot's physical attack: the kick or punch with the best expected damage, when one is worth at least a third of its
 * damage, or brushing off an enemy iNarc pod when that is worth more; a vehicle that may has its crew remove its iNarc pods.
 */
export function botPhysical(s: BattleState, me: string, rules: CombatRules): PhysicalDeclaration | null {
  let best: PhysicalDeclaration | null = null;
  let value = 0;
  for (const foe of enemiesOf(s, me)) {
    for (const d of [
      { kind: 'kick', limb: 'RL' },
      { kind: 'kick', limb: 'LL' },
      { kind: 'punch', limb: 'RA' },
      { kind: 'punch', limb: 'LA' },
    ] as const) {
      const decl = { kind: d.kind, limb: d.limb, target: foe }; // a literal, not a spread (faster; the same keys in order)
      const r = physicalOption(s, me, decl, rules);
      if (typeof r === 'string' || r.odds.probability < 1 / 3) continue;
      const v =
        r.odds.probability *
        physicalDamage({
          kind: d.kind,
          limb: d.limb,
          attacker: s.units[me]!,
          target: s.units[foe]!,
          attackerMoved: 'stood',
          targetMoved: { hexes: 0, jumped: false },
        }).target;
      if (v > value) [best, value] = [decl, v];
    }
  }
  // An enemy iNarc pod worth more than the attack: brush it off (a miss punches the bot itself, weighed by caution).
  for (const b of brushOffOptions(s, me, rules)) {
    const u = s.units[me]!;
    const p = b.toHit.odds.probability;
    const self = physicalDamage({ kind: 'punch', limb: b.limb, attacker: u, target: u, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false } });
    const v = p * podHarm(s, me, b.pod) - (1 - p) * DEFAULT_BOT.caution * self.target;
    if (v > value) [best, value] = [{ kind: 'brush-off', limb: b.limb, target: me, pod: b.pod }, v];
  }
  // A vehicle that stood still and held its fire: its crew takes the iNarc pods off (no roll, nothing to lose).
  return best ?? crewRemovalDeclaration(s, me)?.decl ?? null;
}

/**
 * The bot's answer to a move paused next to its hidden unit: the best heat-limited volley at the mover (over the torso
 * twists it may make) when it is expected to deal at least a point of damage, otherwise it lets the mover pass unseen.
 */
export function botPointBlank(s: BattleState, me: string, rules: CombatRules, p: BotPolicy = DEFAULT_BOT): BattleCommand {
  const target = s.pointBlank!.mover;
  let best = { attacks: [] as { weapon: number; target: string }[], twist: 0, value: 0 };
  for (const twist of twistsOf(s, me)) {
    const { volley, value } = volleyAt(s, me, target, twist, rules, p);
    if (value > best.value + 1e-9) best = { attacks: volley.map((o) => ({ weapon: o.weapon, target })), twist, value };
  }
  return best.value >= 1 ? { type: 'pointBlank', unit: me, attacks: best.attacks, twist: best.twist } : { type: 'pointBlank', unit: me, attacks: [], twist: 0 };
}

/** The policy each unit's bot plays by (e.g. by the unit's side: a quick bot against the full one). */
export type PolicyOf = (unit: string) => BotPolicy;

/** The next command of a battle played by bots on every side (null once it is over); one policy for all, or one per unit. */
export function botCommand(s: BattleState, rules: CombatRules, policy: BotPolicy | PolicyOf = DEFAULT_BOT): BattleCommand | null {
  const p = typeof policy === 'function' ? policy : () => policy;
  const acting = Object.keys(s.units).filter((id) => canAct(s, id));
  switch (s.phase) {
    case 'over':
      return null;
    case 'deployment': {
      const unit = nextToDeploy(s);
      return unit ? { type: 'deploy', ...(ambushDeployment(s, unit) ?? botDeployment(s, unit)) } : null;
    }
    case 'initiative':
      return { type: 'initiative' };
    case 'heat':
      return { type: 'heat' };
    case 'end':
      return botEcmSwitch(s, rules, p) ?? { type: 'end' };
    case 'movement': {
      if (s.pointBlank) return botPointBlank(s, s.pointBlank.waiting[0]!, rules, p(s.pointBlank.waiting[0]!));
      if (s.movementMode === 'alternating') return { type: 'move', unit: s.moveQueue[0]!, orders: botOrders(s, s.moveQueue[0]!, rules, p(s.moveQueue[0]!)) };
      const again = s.revisable[0];
      if (again) return { type: 'reviseOrders', side: s.sideOf[again]!, unit: again, orders: botOrders(s, again, rules, p(again)) };
      // A seat's view hides the other side's units that must revise: with every side written, there is nothing to do but wait.
      const side = s.sides.find((x) => !s.written[x.id])?.id;
      if (!side) return null;
      return {
        type: 'writeOrders',
        side,
        orders: Object.fromEntries(acting.filter((id) => s.sideOf[id] === side).map((id) => [id, botOrders(s, id, rules, p(id))])),
      };
    }
    case 'fire': {
      const cover = botCover(s, rules, p, (st, id) => fireWorth(st, id, rules, p(id)));
      if (cover) return cover;
      const me = acting.find((id) => !s.fire[id])!;
      return { type: 'fire', unit: me, ...botVolley(s, me, rules, p(me)) };
    }
    case 'physical': {
      const me = acting.find((id) => !(id in s.physical))!;
      return { type: 'physical', unit: me, attack: botPhysical(s, me, rules) };
    }
  }
}
