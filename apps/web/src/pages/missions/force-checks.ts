/** Live checks on the forces being entered: the unit cap, counted tonnage, the mission's groups and the Escort convoy, with problems on each unit's row. */
import { UNIT_CAP, escortConvoy, type MissionParams, type MissionUnit, type Side } from '@marshal/missions';
import { i18next } from '../../i18n/i18n';
import enMissions from '../../i18n/locales/en/missions.json';

/** Groups a mission splits a force into (their names, the words players use, are `force.groups.<id>` in `missions`). */
export const MISSION_GROUPS: Readonly<Record<string, readonly { readonly id: string }[]>> = {
  diversion: [{ id: 'trapped' }, { id: 'diversion' }],
  escort: [{ id: 'convoy' }],
};

type CheckWords = keyof typeof enMissions.force.checks;

/** A problem in the interface language (`force.checks.*` in `missions`); before i18next has started (unit tests), the English file's words. */
function say(key: CheckWords, params: Readonly<Record<string, string | number>> = {}): string {
  const english = enMissions.force.checks[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  return i18next.isInitialized ? i18next.t(`force.checks.${key}`, { ns: 'missions', defaultValue: english, ...params }) : english;
}

/** Missions that count only ground units of at least the minimum tonnage. */
const COUNTING = ['diversion', 'take-the-position', 'break-the-line'];

export interface ForceCheck {
  readonly units: number;
  readonly cap: number;
  readonly tons: number;
  /** Tons of the units the mission counts (null when the mission counts every unit). */
  readonly countedTons: number | null;
  /** Problems by the unit's position in its force (0-based). */
  readonly rows: Readonly<Record<number, readonly string[]>>;
  /** Whether each unit is counted by the mission (null when the mission counts every unit). */
  readonly counted: readonly (boolean | null)[];
}

const isCounted = (u: MissionUnit, minTons: number) => u.ground && u.withdrawalTest !== 'squad' && u.tonnage >= minTons;

/** The convoy an Escort brings when the players have not put one in the attacking force: one Packrat per full 50 attacking tons. */
export function autoConvoy(mission: string, attacker: readonly MissionUnit[], params: MissionParams): MissionUnit[] {
  if (mission !== 'escort' || attacker.some((u) => u.group === 'convoy')) return [];
  return escortConvoy(
    attacker.reduce((t, u) => t + u.tonnage, 0),
    params.convoyTonsPerPackrat,
  );
}

export function checkForce(mission: string, side: Side, units: readonly MissionUnit[], params: MissionParams, agreeOverCap: boolean, extra = 0): ForceCheck {
  const counting = COUNTING.includes(mission);
  const rows: Record<number, string[]> = {};
  const add = (i: number, text: string) => (rows[i] ??= []).push(text);
  units.forEach((u, i) => {
    if (!agreeOverCap && i + extra >= UNIT_CAP) add(i, say('cap', { n: i + extra + 1, side: say(side), cap: UNIT_CAP }));
    if (mission === 'diversion' && side === 'attacker' && isCounted(u, params.minGroundTons) && u.group !== 'trapped' && u.group !== 'diversion')
      add(i, say('split'));
    if (u.group && !(MISSION_GROUPS[mission] ?? []).some((g) => g.id === u.group)) add(i, say('noGroup', { group: u.group }));
  });
  const counted = units.map((u) => (counting ? isCounted(u, params.minGroundTons) : null));
  return {
    units: units.length + extra,
    cap: UNIT_CAP,
    tons: units.reduce((t, u) => t + u.tonnage, 0),
    countedTons: counting ? units.filter((_, i) => counted[i]).reduce((t, u) => t + u.tonnage, 0) : null,
    rows,
    counted,
  };
}
