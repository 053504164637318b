/** The M42 start form's state: task forces with units and officers, the mission, its victory conditions and reserves rule; numbers as typed. */
import type { M42SetupInput, VictoryCondition } from '@marshal/m42';

export type Role = 'attacker' | 'defender';
export type Who = '' | '0' | '1';

export interface M42UnitDraft {
  id?: string;
  name: string;
  status: 'alive' | 'reserve' | 'destroyed';
  /** Needed only under Hive Mind (each unit tests); empty otherwise. */
  ld: string;
  suppression: string;
  /** Empty: no hit-count die on the unit. */
  hitCountDie: string;
}

export interface OfficerDraft {
  id?: string;
  name: string;
  ld: string;
  status: 'on-table' | 'reserve' | 'dead';
  /** The unit the officer is with, as its position in the task force's unit list; empty: none. */
  unit: string;
}

export interface PlayerDraft {
  id?: string;
  name: string;
  role: Role;
  taskForce: string;
  /** Empty: the number of units listed. */
  startingUnits: string;
  hiveMind: boolean;
  fanatical: boolean;
  units: M42UnitDraft[];
  officers: OfficerDraft[];
}

export type ConditionKind = VictoryCondition['kind'];
type ConditionInput = NonNullable<M42SetupInput['mission']['victory']['attacker']>[number];

export interface ConditionDraft {
  kind: ConditionKind;
  /** Objective or hostage position in the battlefield lists. */
  target: string;
  count: string;
  fromTurn: string;
  percent: string;
  turn: string;
}

export interface M42Draft {
  title: string;
  turn: string;
  /** Which player has the first Starting Phase: their position. */
  first: '0' | '1';
  players: [PlayerDraft, PlayerDraft];
  missionId?: string;
  missionTitle: string;
  victory: Record<Role, ConditionDraft[]>;
  objectives: { id?: string; label: string; heldBy: Who }[];
  hostages: { id?: string; label: string; escortedOffBy: Who }[];
  /** Null: the default reserves rule (1D6, arrives on 4+ from turn 2). */
  reserves: { arriveOn: string; fromTurn: string; perTurnBonus: string } | null;
}

export const blankCondition = (kind: ConditionKind): ConditionDraft => ({ kind, target: '0', count: '1', fromTurn: '', percent: '25', turn: '6' });
export const blankM42Unit = (name = ''): M42UnitDraft => ({ name, status: 'alive', ld: '', suppression: '0', hitCountDie: '' });

const player = (name: string, role: Role, units: string[], officer: string, ld: string): PlayerDraft => ({
  name,
  role,
  taskForce: name,
  startingUnits: '',
  hiveMind: false,
  fanatical: false,
  units: units.map((u) => blankM42Unit(u)),
  officers: [{ name: officer, ld, status: 'on-table', unit: '0' }],
});

/** The names the small battle starts with, in the reader's language (the start page passes them from the `m42` words). */
export interface DefaultNames {
  readonly title: string;
  readonly attacker: string;
  readonly attackerUnits: readonly string[];
  readonly captain: string;
  readonly defender: string;
  readonly defenderUnits: readonly string[];
  readonly lieutenant: string;
  readonly mission: string;
  readonly objective: string;
}

export const ENGLISH_NAMES: DefaultNames = {
  title: 'M42 battle',
  attacker: 'Strike Force',
  attackerUnits: ['Command Squad', 'Rifle Squad 1', 'Rifle Squad 2', 'Support Team'],
  captain: 'Captain',
  defender: 'Garrison',
  defenderUnits: ['HQ Squad', 'Guard Squad 1', 'Guard Squad 2', 'Heavy Weapons Team'],
  lieutenant: 'Lieutenant',
  mission: 'Take and hold',
  objective: 'Central objective',
};

/** A small battle a new player can start at once: four units and an officer a side, one objective to take and hold. */
export function defaultM42Draft(names: DefaultNames = ENGLISH_NAMES): M42Draft {
  return {
    title: names.title,
    turn: '1',
    first: '0',
    players: [
      player(names.attacker, 'attacker', [...names.attackerUnits], names.captain, '8'),
      player(names.defender, 'defender', [...names.defenderUnits], names.lieutenant, '7'),
    ],
    missionTitle: names.mission,
    victory: { attacker: [{ ...blankCondition('hold-objective'), fromTurn: '3' }], defender: [blankCondition('survive-until')] },
    objectives: [{ label: names.objective, heldBy: '' }],
    hostages: [],
    reserves: null,
  };
}

const t = (n: number | null | undefined) => (n === undefined || n === null ? '' : String(n));

/** A setup (the example battle, or imported JSON already checked by `parseM42Setup`) as form state. */
export function m42DraftFrom(s: M42SetupInput): M42Draft {
  const players = s.players.map((p): PlayerDraft => {
    const unitIds = p.taskForce.units.map((u) => u.id);
    return {
      id: p.id,
      name: p.name ?? p.id,
      role: p.role,
      taskForce: p.taskForce.name,
      startingUnits: t(p.taskForce.startingUnits),
      hiveMind: (p.taskForce.specialRules ?? []).includes('hive-mind'),
      fanatical: (p.taskForce.specialRules ?? []).includes('fanatical'),
      units: p.taskForce.units.map((u) => ({
        id: u.id,
        name: u.name,
        status: u.status,
        ld: t(u.ld),
        suppression: t(u.suppression ?? 0),
        hitCountDie: t(u.hitCountDie),
      })),
      officers: (p.taskForce.officers ?? []).map((o) => ({
        id: o.id,
        name: o.name,
        ld: t(o.ld),
        status: o.status,
        unit: o.unit === undefined ? '' : String(unitIds.indexOf(o.unit)),
      })),
    };
  }) as [PlayerDraft, PlayerDraft];
  const objectives = s.battlefield?.objectives ?? [];
  const hostages = s.battlefield?.hostages ?? [];
  const who = (id: string | null | undefined): Who => (id ? (String(s.players.findIndex((p) => p.id === id)) as Who) : '');
  const cond = (c: ConditionInput): ConditionDraft => {
    const base = blankCondition(c.kind);
    switch (c.kind) {
      case 'hold-objective':
        return { ...base, target: String(objectives.findIndex((o) => o.id === c.objective)), fromTurn: t(c.fromTurn) };
      case 'hold-objectives':
        return { ...base, count: t(c.count), fromTurn: t(c.fromTurn) };
      case 'escort-hostage':
        return { ...base, target: String(hostages.findIndex((h) => h.id === c.hostage)) };
      case 'opponent-below':
        return { ...base, percent: t(Math.round(c.fraction * 100)) };
      case 'survive-until':
        return { ...base, turn: t(c.turn) };
    }
  };
  const r = s.mission.reserves;
  return {
    title: s.title ?? 'M42 battle',
    turn: t(s.turn ?? 1),
    first: s.players[1]?.id === s.currentPlayer ? '1' : '0',
    players,
    missionId: s.mission.id,
    missionTitle: s.mission.title,
    victory: { attacker: (s.mission.victory.attacker ?? []).map(cond), defender: (s.mission.victory.defender ?? []).map(cond) },
    objectives: objectives.map((o) => ({ id: o.id, label: o.label, heldBy: who(o.heldBy) })),
    hostages: hostages.map((h) => ({ id: h.id, label: h.label, escortedOffBy: who(h.escortedOffBy) })),
    reserves: r ? { arriveOn: t(r.arriveOn), fromTurn: t(r.fromTurn ?? 2), perTurnBonus: t(r.perTurnBonus ?? 0) } : null,
  };
}
