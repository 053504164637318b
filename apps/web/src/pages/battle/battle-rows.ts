/** A battle side's force-builder rows (with start hex and facing) as the battle set-up takes them, and the server's refusals put back on their rows. */
import type { ForceProblem } from '@marshal/catalog';
import { parseSkill, type ForceRow } from '../../components/force-builder/force-rows';

export interface PlacementExtra {
  /** As typed; empty: the home edge. */
  readonly hex: string;
  /** As typed; empty: facing inward. */
  readonly facing: string;
  /** Set up hidden (Total Warfare Hidden Units): the other side does not see it until it is revealed. */
  readonly hidden?: boolean;
}
export type BattleRow = ForceRow<PlacementExtra>;

/** A start hex typed in ("0612"), or the reason it is not one; empty means the home edge. */
export function parseHex(text: string): { hex: string | null } | { error: string } {
  const t = text.trim();
  if (!t) return { hex: null };
  return /^\d{4}$/.test(t) ? { hex: t } : { error: `Start hex is four digits, column then row (e.g. 0612), not “${t}”` };
}

/** A facing typed in: 0 (north) to 5, clockwise; empty means facing inward. */
export function parseFacing(text: string): { facing: number | null } | { error: string } {
  const t = text.trim();
  if (!t) return { facing: null };
  if (!/^\d+$/.test(t) || Number(t) > 5) return { error: `Facing is a whole number from 0 (north) to 5, clockwise, not “${t}”` };
  return { facing: Number(t) };
}

export interface SetupUnit {
  side: string;
  unit: string;
  gunnery: number;
  piloting: number;
  pilotName?: string;
  hex?: string;
  facing?: number;
  hidden?: boolean;
  munitions?: Record<string, string>;
}

/** Every side's units for POST /api/battles/setup, or the problems to fix first (on their side and row). */
export function battleUnits(
  sides: readonly { id: string; rows: readonly BattleRow[] }[],
): { units: SetupUnit[] } | { problems: { side: number; problem: ForceProblem }[] } {
  const units: SetupUnit[] = [];
  const problems: { side: number; problem: ForceProblem }[] = [];
  sides.forEach((s, si) => {
    if (!s.rows.length) problems.push({ side: si, problem: { message: `Side ${s.id.toUpperCase()} needs at least one unit.` } });
    s.rows.forEach((r, i) => {
      const who = `Unit ${i + 1} (${r.unit.name})`;
      const g = parseSkill(r.gunnery, 'Gunnery');
      const p = parseSkill(r.piloting, 'Piloting');
      const hex = parseHex(r.extra.hex);
      const facing = parseFacing(r.extra.facing);
      for (const x of [g, p, hex, facing]) if ('error' in x) problems.push({ side: si, problem: { unit: i, message: `${who}: ${x.error}` } });
      if ('error' in g || 'error' in p || 'error' in hex || 'error' in facing) return;
      units.push({
        side: s.id,
        unit: r.unit.unitId,
        gunnery: g.value,
        piloting: p.value,
        ...(r.pilotName.trim() ? { pilotName: r.pilotName.trim() } : {}),
        ...(hex.hex ? { hex: hex.hex } : {}),
        ...(facing.facing !== null ? { facing: facing.facing } : {}),
        ...(r.extra.hidden ? { hidden: true } : {}),
        ...(r.munitions && Object.keys(r.munitions).length ? { munitions: { ...r.munitions } } : {}),
      });
    });
  });
  return problems.length ? { problems } : { units };
}

/** The side and row of a server field such as "units.3.hex" (units are numbered across both sides in order). */
export function rowOfField(field: string | undefined, sizes: readonly number[]): { side: number; unit: number } | null {
  const m = /^units\.(\d+)/.exec(field ?? '');
  if (!m) return null;
  let k = Number(m[1]);
  for (const [side, n] of sizes.entries()) {
    if (k < n) return { side, unit: k };
    k -= n;
  }
  return null;
}
