/** What a battle's record sheet prints beyond the live state: the pilot's name and the unit's Battle Value, read from the battle's setup. */
import { adjustedBv, battleValue, type Unit } from '@marshal/catalog';

export interface SheetFacts {
  /** As entered when the battle was set up; null when none was given. */
  readonly pilot: string | null;
  /** Battle Value at the pilot's skills (BV2 skill multiplier), and the unit's own; null when the calculator cannot rate the unit. */
  readonly bv: number | null;
  readonly baseBv: number | null;
}

interface SetupUnit {
  readonly id?: unknown;
  readonly unit?: unknown;
  readonly gunnery?: unknown;
  readonly piloting?: unknown;
  readonly pilotName?: unknown;
}

const isUnit = (u: unknown): u is Unit => typeof u === 'object' && u !== null && 'kind' in u && 'armor' in u && 'equipment' in u;

function baseBvOf(unit: unknown): number | null {
  if (!isUnit(unit)) return null;
  try {
    const bv = battleValue(unit);
    return bv ? Math.round(bv.total) : null;
  } catch {
    return null; // a unit the calculator cannot read prints without BV rather than breaking the sheet
  }
}

/** Facts by battle unit id, from a battle setup as the record's header holds it. */
export function sheetFacts(setup: unknown): Readonly<Record<string, SheetFacts>> {
  const units = (setup as { units?: unknown } | null)?.units;
  if (!Array.isArray(units)) return {};
  const out: Record<string, SheetFacts> = {};
  for (const raw of units as SetupUnit[]) {
    if (typeof raw?.id !== 'string') continue;
    const baseBv = baseBvOf(raw.unit);
    const skilled = typeof raw.gunnery === 'number' && typeof raw.piloting === 'number';
    out[raw.id] = {
      pilot: typeof raw.pilotName === 'string' && raw.pilotName.trim() ? raw.pilotName.trim() : null,
      baseBv,
      bv: baseBv !== null && skilled ? adjustedBv(baseBv, raw.gunnery as number, raw.piloting as number) : baseBv,
    };
  }
  return out;
}
