/** Live checks on the forces being entered: the unit cap, counted tonnage, the mission's groups and the Escort convoy, with problems on each unit's row. */
import { UNIT_CAP, escortConvoy, type MissionParams, type MissionUnit, type Side } from '@marshal/missions';

/** Groups a mission splits a force into, with the words players use. */
export const MISSION_GROUPS: Readonly<Record<string, readonly { readonly id: string; readonly label: string }[]>> = {
  diversion: [
    { id: 'trapped', label: 'trapped force' },
    { id: 'diversion', label: 'diversion force' },
  ],
  escort: [{ id: 'convoy', label: 'convoy' }],
};

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
    if (!agreeOverCap && i + extra >= UNIT_CAP) add(i, `unit ${i + extra + 1} of the ${side}: more than ${UNIT_CAP} a side only if both players agree`);
    if (mission === 'diversion' && side === 'attacker' && isCounted(u, params.minGroundTons) && u.group !== 'trapped' && u.group !== 'diversion')
      add(i, 'put it in the trapped force or the diversion force');
    if (u.group && !(MISSION_GROUPS[mission] ?? []).some((g) => g.id === u.group)) add(i, `this mission has no "${u.group}" group`);
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
