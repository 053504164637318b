/**
 * The map choice one step at a time (Solaris VII Stable Challenge §2.2), each step made by the player whose step it is:
 * three maps offered, the lower-BV player says whether the roles are switched, one map removed, one picked, the
 * entry edge chosen. When the last step is made the whole choice is checked by `resolveMapChoice`.
 */
import { z } from 'zod';
import { EDGES, type Edge, type MapChoice, type MapSwapRule, resolveMapChoice } from './map-choice';

const mapName = z.string().min(1).max(200);

export const mapStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('offer'),
    maps: z.tuple([mapName, mapName, mapName]),
    /** Who takes the lower-BV role when both 'Mechs have the same BV. */
    lowerBvPlayer: z.string().min(1).max(60).optional(),
  }),
  z.object({ kind: z.literal('roles'), swapRoles: z.boolean() }),
  z.object({ kind: z.literal('remove'), map: mapName }),
  z.object({ kind: z.literal('pick'), map: mapName }),
  z.object({ kind: z.literal('edge'), edge: z.enum(EDGES) }),
]);
export type MapStep = z.infer<typeof mapStepSchema>;
export type MapStepKind = MapStep['kind'];

/** A map choice under way: what has been decided so far, and who made each step (a player id, or null for the organiser). */
export interface MapDraft {
  readonly lowerBvPlayer: string;
  readonly higherBvPlayer: string;
  readonly maps: readonly string[] | null;
  readonly swapRoles: boolean | null;
  readonly removed: string | null;
  readonly map: string | null;
  readonly steps: readonly { readonly step: MapStep; readonly by: string | null }[];
}

export const newMapDraft = (lowerBvPlayer: string, higherBvPlayer: string): MapDraft => ({
  lowerBvPlayer,
  higherBvPlayer,
  maps: null,
  swapRoles: null,
  removed: null,
  map: null,
  steps: [],
});

/**
 * Who makes each step and whether it is made, as the draft stands (the roles as switched, or as they are while the
 * lower-BV player has not said); `player` null means either player (the maps on offer).
 */
export function mapStepPlan(d: MapDraft, swap: MapSwapRule): { kind: MapStepKind; player: string | null; done: boolean }[] {
  const switched = d.swapRoles === true;
  const [lo, hi] = [d.lowerBvPlayer, d.higherBvPlayer];
  return [
    { kind: 'offer', player: null, done: d.maps !== null },
    { kind: 'roles', player: lo, done: d.swapRoles !== null },
    { kind: 'remove', player: switched && swap.strike === 'swaps' ? hi : lo, done: d.removed !== null },
    { kind: 'pick', player: switched ? lo : hi, done: d.map !== null },
    { kind: 'edge', player: switched ? hi : lo, done: false },
  ];
}

/** Whose step is next and what it is; `player` null means either player (the maps on offer). */
export function nextMapStep(d: MapDraft, swap: MapSwapRule): { kind: MapStepKind; player: string | null } {
  const { kind, player } = mapStepPlan(d, swap).find((s) => !s.done)!;
  return { kind, player };
}

/** Why this step cannot be taken now (a string), or null. */
function stepProblem(d: MapDraft, step: MapStep): string | null {
  if (step.kind === 'offer') return new Set(step.maps).size === 3 ? null : 'the three maps must be different';
  if (step.kind === 'remove' && !d.maps!.includes(step.map)) return `"${step.map}" is not one of the maps offered (${d.maps!.join(', ')})`;
  if (step.kind === 'pick') {
    if (step.map === d.removed) return `"${step.map}" was removed and cannot be picked`;
    if (!d.maps!.includes(step.map)) return `"${step.map}" is not one of the maps offered (${d.maps!.join(', ')})`;
  }
  return null;
}

/** The draft with one more step recorded (unchecked: `takeMapStep` checks it first). */
function withStep(d: MapDraft, step: MapStep, by: string | null): MapDraft {
  return {
    ...d,
    ...(step.kind === 'offer' ? { maps: [...step.maps] } : {}),
    ...(step.kind === 'roles' ? { swapRoles: step.swapRoles } : {}),
    ...(step.kind === 'remove' ? { removed: step.map } : {}),
    ...(step.kind === 'pick' ? { map: step.map } : {}),
    steps: [...d.steps, { step, by }],
  };
}

/**
 * Take one step as `actor` (a player id, or null for the organiser, who may enter any step for a physical table).
 * Returns the new draft and, after the last step, the finished choice; a string is the reason for a refusal.
 */
export function takeMapStep(
  d: MapDraft,
  step: MapStep,
  actor: string | null,
  swap: MapSwapRule,
  names: (player: string) => string = (p) => p,
): { draft: MapDraft; choice: MapChoice | null } | string {
  const next = nextMapStep(d, swap);
  if (step.kind !== next.kind) return `the next step of the map choice is "${next.kind}", not "${step.kind}"`;
  if (actor !== null && next.player !== null && actor !== next.player) return `it is ${names(next.player)}'s step to ${next.kind}, not ${names(actor)}'s`;
  const problem = stepProblem(d, step);
  if (problem) return problem;
  const draft = withStep(d, step, actor);
  if (step.kind !== 'edge') return { draft, choice: null };
  const input = { maps: draft.maps as [string, string, string], removed: draft.removed!, map: draft.map!, swapRoles: draft.swapRoles!, entryEdge: step.edge };
  const choice = resolveMapChoice(input, d.lowerBvPlayer, d.higherBvPlayer, swap);
  return typeof choice === 'string' ? choice : { draft, choice };
}

const VERB: Record<MapStepKind, string> = {
  offer: 'puts three maps on offer',
  roles: 'decides whether to switch roles',
  remove: 'removes one map',
  pick: 'picks the map',
  edge: 'chooses the entry edge',
};

const stepInWords = (s: { kind: MapStepKind; player: string | null }, names: (player: string) => string) =>
  `${s.player === null ? 'Either player (or the organiser)' : names(s.player)} ${VERB[s.kind]}`;

/** "Pilot 6 picks the map" — what the next step asks, in names. */
export function describeNextMapStep(d: MapDraft, swap: MapSwapRule, names: (player: string) => string): string {
  return stepInWords(nextMapStep(d, swap), names);
}

/** The steps still to make, each with the player who makes it ("Pilot 7 removes one map", "Pilot 6 picks the map", …). */
export function describeStepsLeft(d: MapDraft, swap: MapSwapRule, names: (player: string) => string): string[] {
  return mapStepPlan(d, swap)
    .filter((s) => !s.done)
    .map((s) => stepInWords(s, names));
}

/**
 * One recorded step in words: "Pilot 7 removed Desert Hills"; a step the organiser entered names the player whose step it
 * was when that is known ("The organiser (for Pilot 7) removed Desert Hills").
 */
export function describeMapStep(s: MapDraft['steps'][number], names: (player: string) => string, forPlayer: string | null = null): string {
  const who = s.by !== null ? names(s.by) : forPlayer === null ? 'The organiser' : `The organiser (for ${names(forPlayer)})`;
  const st = s.step;
  if (st.kind === 'offer') return `${who} offered ${st.maps.join(', ')}`;
  if (st.kind === 'roles') return `${who} ${st.swapRoles ? 'switched roles' : 'kept the roles'}`;
  if (st.kind === 'remove') return `${who} removed ${st.map}`;
  if (st.kind === 'pick') return `${who} picked ${st.map}`;
  return `${who} chose to enter from the ${st.edge}`;
}

/** Every recorded step in words, each one the organiser entered naming the player whose step it was (the steps replayed in order). */
export function describeMapSteps(d: MapDraft, swap: MapSwapRule, names: (player: string) => string): string[] {
  let at = newMapDraft(d.lowerBvPlayer, d.higherBvPlayer);
  return d.steps.map((s) => {
    const whose = nextMapStep(at, swap).player;
    at = withStep(at, s.step, s.by);
    return describeMapStep(s, names, whose);
  });
}

export type { Edge };
