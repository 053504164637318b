/** A scenario fought as a digital battle: who fights, how they deploy, and the battle setup with their carried damage. */
import { type Rejection, reject } from '@marshal/core';
import { type EdgeName, type GameMap, buildMap } from '@marshal/battletech';
import type { Unit } from '@marshal/catalog';
import type { CampaignCommand } from './commands';
import { scenarioDeployment } from './deployment';
import type { BattleDeployment, DamagePoint, SideDeployment } from './digital-schema';
import type { CampaignEvent } from './events';
import { checkFielded, eligibleUnits } from './fielding';
import { type SideId, SIDES } from './force';
import type { CampaignRules } from './rules';
import { SCENARIO_TITLES } from './scenarios';
import { silentDefault } from './sources';
import type { CampaignState } from './state';

type FightCommand = Extract<CampaignCommand, { type: 'fightDigitally' }>;

export const LANDING_DAMAGE_PLACEMENT = silentDefault(
  "where landing attacks strike a 'Mech in a digital battle",
  'each landing hit strikes the front armour as one group, in turn on the centre ' +
    'torso, right torso, left torso, right leg, left leg, right arm, left arm and head',
);
const LANDING_ORDER = ['CT', 'RT', 'LT', 'RL', 'LL', 'RA', 'LA', 'HD'];

export interface DigitalBattlePlan {
  readonly scenario: CampaignState['scenario']['type'];
  readonly title: string;
  readonly attacker: readonly string[];
  readonly defender: readonly string[];
  readonly deployment: BattleDeployment;
}

/** Who fights the scenario now awaiting battle: the fixed participants, or the chosen (default: every eligible) units; refusals name the rule. */
export function digitalBattlePlan(
  state: CampaignState,
  rules: CampaignRules,
  pick: Partial<Record<SideId, readonly string[]>> = {},
): DigitalBattlePlan | Rejection {
  const sc = state.scenario;
  if (state.ended) return reject(`the campaign is over: ${state.ended.reason}`, state.ended.source);
  if (sc.status !== 'awaiting-battle')
    return reject(
      sc.status === 'resolved'
        ? `the ${SCENARIO_TITLES[sc.type]} of turn ${state.turn} is already decided`
        : `the ${SCENARIO_TITLES[sc.type]} of turn ${state.turn} needs its roll before its battle`,
    );
  const chosen = {} as Record<SideId, readonly string[]>;
  for (const side of SIDES) {
    const fixed = sc.participants?.[side];
    const want = pick[side]?.length ? pick[side]! : (fixed ?? eligibleUnits(state, rules, sc.type, side));
    if (fixed && !(want.length === fixed.length && want.every((id) => fixed.includes(id))))
      return reject(`the ${side}'s units for this ${SCENARIO_TITLES[sc.type]} were fixed when it was set up: ${fixed.join(', ')}`, undefined, side);
    const bad = checkFielded(state, rules, sc.type, side, want);
    if (bad) return bad;
    if (!want.length) return reject(`the ${side} has no unit to field in the ${SCENARIO_TITLES[sc.type]}: report it without a battle`, undefined, side);
    chosen[side] = want;
  }
  return {
    scenario: sc.type,
    title: `${state.title}: turn ${state.turn}, ${SCENARIO_TITLES[sc.type]}`,
    attacker: chosen.attacker,
    defender: chosen.defender,
    deployment: scenarioDeployment(state),
  };
}

export function resolveFightDigitally(state: CampaignState, cmd: FightCommand, rules: CampaignRules): CampaignEvent[] | Rejection {
  const plan = digitalBattlePlan(state, rules, { attacker: cmd.attacker, defender: cmd.defender });
  if ('reason' in plan) return plan;
  return [
    {
      type: 'digitalBattleStarted',
      scenario: plan.scenario,
      battle: cmd.battle,
      attacker: plan.attacker,
      defender: plan.defender,
      deployment: plan.deployment,
    },
  ];
}

/** Landing damage as damage points: one group of `perHit` a hit, on the locations in turn (labelled default). */
export function landingDamagePoints(total: number, perHit: number, locations: readonly string[]): DamagePoint[] {
  const order = [...LANDING_ORDER.filter((l) => locations.includes(l)), ...locations.filter((l) => !LANDING_ORDER.includes(l))];
  const out: DamagePoint[] = [];
  for (let left = total, i = 0; left > 0 && order.length; left -= perHit, i++) out.push({ location: order[i % order.length]!, amount: Math.min(perHit, left) });
  return out;
}

/** The damage a unit brings to its next battle: what it carried out of the last one, or its landing damage placed by the default. */
export function carriedInto(state: CampaignState, rules: CampaignRules, id: string, unit: Pick<Unit, 'armor'>): DamagePoint[] {
  const u = state.units[id]!;
  if (u.damage?.length) return [...u.damage];
  return u.landingDamage > 0 ? landingDamagePoints(u.landingDamage, rules.landingAttack.damage, Object.keys(unit.armor)) : [];
}

/** Start hexes: a row along the home edge ('edge', 'any-edge': the edge row; 'board', 'board-1st': a quarter of the map in), spread across it. */
export function deploymentHexes(map: Pick<GameMap, 'width' | 'height'>, d: SideDeployment, count: number): { hex: string; facing: number }[] {
  const vertical = d.edge === 'north' || d.edge === 'south';
  const along = vertical ? map.width : map.height;
  const across = vertical ? map.height : map.width;
  const first = d.code === 'edge' || d.code === 'any-edge' ? 1 : Math.max(2, Math.floor(across / 4));
  const perRow = Math.max(1, Math.ceil(along / 2));
  const pad = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: count }, (_, k) => {
    const row = Math.floor(k / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const pos = 1 + Math.floor(((k % perRow) + 0.5) * (along / inRow));
    const depth = first + row;
    const line = d.edge === 'north' || d.edge === 'west' ? depth : across + 1 - depth;
    const hex = vertical ? `${pad(Math.min(pos, along))}${pad(line)}` : `${pad(line)}${pad(Math.min(pos, along))}`;
    return { hex, facing: FACING_FROM[d.edge] };
  });
}
const FACING_FROM: Readonly<Record<EdgeName, number>> = { south: 0, north: 3, west: 2, east: 5 };

export interface BoardSheet {
  readonly name: string;
  readonly text: string;
  readonly rotated?: boolean;
}

/** The battletech-battle setup for a plan: catalog units by campaign id, pilots' skills, damage carried in, start hexes by deployment. */
export function campaignBattleSetup(
  state: CampaignState,
  rules: CampaignRules,
  plan: DigitalBattlePlan,
  boards: readonly BoardSheet[],
  unitOf: (id: string) => Unit,
  roundLimit: number | null = null,
) {
  const map = buildMap({ map: { boards: boards.map((b) => ({ ...b, rotated: b.rotated ?? false })) } } as never);
  const units = SIDES.flatMap((side) => {
    const ids = plan[side];
    const hexes = deploymentHexes(map, plan.deployment[side], ids.length);
    return ids.map((id, k) => {
      const u = state.units[id]!;
      const unit = unitOf(id);
      const damage = carriedInto(state, rules, id, unit);
      return { id, side, unit, gunnery: u.unit.pilot.gunnery, piloting: u.unit.pilot.piloting, ...hexes[k]!, ...(damage.length ? { damage } : {}) };
    });
  });
  return {
    title: plan.title,
    map: { boards: boards.map((b) => ({ name: b.name, text: b.text, rotated: b.rotated ?? false })) },
    movement: 'alternating' as const,
    roundLimit,
    sides: SIDES.map((side) => ({ id: side, name: state.sides[side].name, homeEdge: plan.deployment[side].edge })),
    units,
  };
}
