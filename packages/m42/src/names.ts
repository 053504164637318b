/**
 * Players' words for what the record keeps by id. The events keep ids (a player's, a unit's, an objective's) and
 * some English explanations written with those ids; a record replays byte for byte, so those texts are never
 * rewritten. A reader's view names things at display time instead: from the structured parts of an event where
 * they say everything (a victory check's conditions), and by putting a name in place of an id only where the
 * recorded text is exactly what these rules write — any other text (an older wording) is shown as it was recorded.
 */
import type { M42Event } from './commands';
import type { M42Setup, VictoryCondition } from './schema';
import { type ConditionCheck, describeCondition } from './victory';

export interface M42Names {
  /** A player by id: the player's name, else its task force's. */
  readonly player: (id: string) => string;
  /** A unit of a player's task force by id. */
  readonly unit: (player: string, id: string) => string;
  /** An objective on the battlefield by id: its label. */
  readonly objective: (id: string) => string;
  /** A hostage by id: its label. */
  readonly hostage: (id: string) => string;
  /** An officer of a player's task force by id (optional: texts written before officers were named never need it). */
  readonly officer?: (player: string, id: string) => string;
}

/** Ids as they are: what the record's own texts were written with. */
export const idNames: M42Names = { player: (id) => id, unit: (_, id) => id, objective: (id) => id, hostage: (id) => id };

/** The names a battle gives its players, units, objectives and hostages (an unknown id stays as it is). */
export function m42Names(state: M42Setup): M42Names {
  const players = new Map(state.players.map((p) => [p.id, p.name ?? p.taskForce.name]));
  const units = new Map(state.players.flatMap((p) => p.taskForce.units.map((u) => [`${p.id}\u0000${u.id}`, u.name] as const)));
  const objectives = new Map(state.battlefield.objectives.map((o) => [o.id, o.label]));
  const hostages = new Map(state.battlefield.hostages.map((h) => [h.id, h.label]));
  const officers = new Map(state.players.flatMap((p) => p.taskForce.officers.map((o) => [`${p.id}\u0000${o.id}`, o.name] as const)));
  return {
    officer: (player, id) => officers.get(`${player}\u0000${id}`) ?? id,
    player: (id) => players.get(id) ?? id,
    unit: (player, id) => units.get(`${player}\u0000${id}`) ?? id,
    objective: (id) => objectives.get(id) ?? id,
    hostage: (id) => hostages.get(id) ?? id,
  };
}

/** A victory condition in players' words: "hold objective Central objective from turn 3". */
export function conditionText(c: VictoryCondition, names: M42Names): string {
  if (c.kind === 'hold-objective') return describeCondition({ ...c, objective: names.objective(c.objective) });
  if (c.kind === 'escort-hostage') return describeCondition({ ...c, hostage: names.hostage(c.hostage) });
  return describeCondition(c);
}

type Victory = Extract<M42Event, { type: 'victoryChecked' }>;

/** What the victory step wrote, rebuilt from its checks with names; the recorded text where it is not the rules' own wording. */
export function victoryText(e: Pick<Victory, 'player' | 'role' | 'checks' | 'explanation'>, names: M42Names): string {
  const write = (n: M42Names) => {
    const met = e.checks.filter((c) => c.met);
    return met.length
      ? `${n.player(e.player)} (${e.role}) has met: ${met.map((c) => conditionText(c.condition, n)).join('; ')}`
      : `no victory condition met for ${n.player(e.player)} (${e.role}); the game continues`;
  };
  return e.checks.length > 0 && write(idNames) === e.explanation ? write(names) : e.explanation;
}

/** One condition's finding ("Central objective is held by Red Company"): the player who holds or escorted named. */
export function checkText(c: ConditionCheck, players: readonly string[], names: M42Names): string {
  if (c.condition.kind !== 'hold-objective' && c.condition.kind !== 'escort-hostage') return c.explanation;
  const lead = c.condition.kind === 'hold-objective' ? ' is held by ' : ' was escorted off by ';
  for (const id of players) {
    const at = c.explanation.lastIndexOf(`${lead}${id}`);
    const end = at + lead.length + id.length;
    if (at >= 0 && (end === c.explanation.length || c.explanation.startsWith('; counts from turn ', end)))
      return `${c.explanation.slice(0, at + lead.length)}${names.player(id)}${c.explanation.slice(end)}`;
  }
  return c.explanation;
}

/**
 * Why the game was won: a won victory check's text rebuilt with names (the check is the `victoryChecked` event the
 * win came with); a failed morale's reason already names the task force.
 */
export function gameWonText(e: Extract<M42Event, { type: 'gameWon' }>, names: M42Names, victory?: Victory): string {
  return victory && victory.explanation === e.reason ? victoryText(victory, names) : e.reason;
}
