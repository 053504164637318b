/** Mission forces built with the shared force builder: each row's roles, and the mission unit a row stands for. */
import { skillAdjustedBv, type ForceUnitFacts } from '@marshal/catalog';
import { KIND_TRAITS, type Side } from '@marshal/missions';
import { parseSkill, type ForceRow } from '../../components/force-builder';
import type { DraftUnit } from './force-editor';

/** The mission roles of one builder row; `tag`/`probe` null mean "as the catalog unit mounts". */
export interface MissionExtra {
  readonly id: string;
  readonly commander: boolean;
  readonly support: boolean;
  readonly tag: boolean | null;
  readonly probe: boolean | null;
  readonly group?: string;
}

export type MissionRow = ForceRow<MissionExtra>;

/** What the full catalog unit tells the mission rules (tonnage, walk MP, hands, TAG, probe, withdrawal kind), by catalog id. */
export type MissionFacts = Readonly<Record<string, { readonly unit: Omit<DraftUnit, 'id'> } | { readonly error: string }>>;

let nextId = 1;
/** The roles a new row starts with: none, with an id unique on the page. */
export const newMissionExtra = (side: Side, id = `${side[0]}-u${nextId++}`): MissionExtra => ({ id, commander: false, support: false, tag: null, probe: null });

/** Until the full catalog unit is read: what the builder's facts already say (no hands, TAG or probe). */
function fromBuilderFacts(u: ForceUnitFacts): Omit<DraftUnit, 'id'> {
  return {
    name: u.name,
    tonnage: u.tons,
    ...KIND_TRAITS[u.kind],
    walkMp: u.walk,
    value: u.bv ?? 0,
    support: false,
    commander: false,
    tag: false,
    activeProbe: false,
    hands: false,
    piloting: 5,
  };
}

/** The mission unit each row stands for: the catalog's facts, the row's pilot (name and piloting skill) and roles, the pilot's BV as its value. */
export function rowsToMission(rows: readonly MissionRow[], facts: MissionFacts): DraftUnit[] {
  return rows.map((r) => {
    const known = facts[r.unit.unitId];
    const base = known && 'unit' in known ? known.unit : fromBuilderFacts(r.unit);
    const g = parseSkill(r.gunnery, 'Gunnery');
    const p = parseSkill(r.piloting, 'Piloting');
    const piloting = 'value' in p ? p.value : 5;
    const bv = 'value' in g && 'value' in p ? skillAdjustedBv(r.unit.bv, g.value, p.value) : r.unit.bv;
    const x = r.extra;
    const pilot = r.pilotName.trim();
    return {
      ...base,
      id: x.id,
      name: r.unit.name,
      value: bv ?? base.value,
      piloting,
      commander: x.commander,
      support: x.support,
      tag: x.tag ?? base.tag,
      activeProbe: x.probe ?? base.activeProbe,
      ...(x.group ? { group: x.group } : {}),
      ...(pilot ? { pilot } : {}),
    };
  });
}

/** Rows whose full catalog unit has not been read yet, and the reasons any could not be. */
export function factsStatus(rows: readonly MissionRow[], facts: MissionFacts): { loading: boolean; errors: string[] } {
  const errors: string[] = [];
  let loading = false;
  rows.forEach((r, i) => {
    const f = facts[r.unit.unitId];
    if (!f) loading = true;
    else if ('error' in f) errors.push(`Unit ${i + 1} (${r.unit.name}): ${f.error}`);
  });
  return { loading, errors };
}
