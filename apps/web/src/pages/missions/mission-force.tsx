import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n';
import type { ForceProblem, Unit } from '@marshal/catalog';
import { UNIT_CAP, missionUnitFromCatalog, type Side } from '@marshal/missions';
import { api } from '../../api';
import { ForceBuilder, factsForForce, newRow, rowLabel } from '../../components/force-builder';
import { ForceEditor, kindOf, type DraftUnit } from './force-editor';
import type { ForceCheck } from './force-checks';
import { newMissionExtra, type MissionExtra, type MissionFacts, type MissionRow } from './mission-rows';

/** Reads each catalog unit the rows name once, for the facts the mission rules need; a unit that cannot be read keeps its reason. */
export function useMissionFacts(unitIds: readonly string[]): MissionFacts {
  const [facts, setFacts] = useState<MissionFacts>({});
  const missing = [...new Set(unitIds)].filter((id) => !facts[id]).sort();
  useEffect(() => {
    let live = true;
    for (const id of missing)
      api
        .get<{ unit: Unit; bv: { total: number } | null }>(`/catalog/units/${encodeURIComponent(id)}`)
        .then((r) => {
          const { side: _s, id: _i, ...unit } = missionUnitFromCatalog(r.unit, { id, side: 'attacker', value: r.bv?.total ?? 0 });
          if (live) setFacts((f) => ({ ...f, [id]: { unit } }));
        })
        .catch((e: Error) => live && setFacts((f) => ({ ...f, [id]: { error: i18next.t('force.readFailed', { ns: 'missions', message: e.message }) } })));
    return () => {
      live = false;
    };
  }, [missing.join(',')]);
  return facts;
}

/** The forces a new mission starts with, from the catalog; the attacker's first unit leads. */
const EXAMPLE: Readonly<Record<Side, readonly (readonly [string, string, Partial<MissionExtra>])[]>> = {
  attacker: [
    ['hunchback-hbk-4g', 'a-hunchback', { commander: true }],
    ['griffin-grf-1n', 'a-griffin', {}],
  ],
  defender: [
    ['wolverine-wvr-6r', 'd-wolverine', {}],
    ['shadow-hawk-shd-2h', 'd-shadow', {}],
  ],
};
const EXAMPLE_SKILLS = { gunnery: 4, piloting: 5 };

export async function exampleRows(side: Side): Promise<MissionRow[]> {
  const list = EXAMPLE[side];
  const loaded = await factsForForce({ name: '', units: list.map(([unitId]) => ({ unitId, chassis: unitId, model: '', pilot: EXAMPLE_SKILLS })) });
  return loaded.map((u, i) => newRow(u.unit, { ...newMissionExtra(side, list[i]![1]), ...list[i]![2] }, EXAMPLE_SKILLS));
}

const title = (side: Side) => i18next.t(`force.title.${side}`, { ns: 'missions' });

function RoleFields({
  row,
  index,
  unit,
  groups,
  counted,
  setExtra,
}: {
  row: MissionRow;
  index: number;
  unit: DraftUnit | undefined;
  groups: readonly { readonly id: string }[];
  counted: boolean | null | undefined;
  setExtra: (x: MissionExtra) => void;
}) {
  const { t: tr } = useTranslation('missions');
  const who = rowLabel(row, index);
  const x = row.extra;
  const box = (key: 'commander' | 'support' | 'tag' | 'probe', label: string, checked: boolean) => (
    <label className="inline">
      <input
        type="checkbox"
        aria-label={tr('force.roleOf', { who, role: label })}
        checked={checked}
        onChange={(e) => setExtra({ ...x, [key]: e.target.checked })}
      />{' '}
      {label}
    </label>
  );
  return (
    <>
      <div className="mission-roles" role="group" aria-label={tr('force.rolesOf', { who })}>
        {box('commander', tr('force.roles.commander'), x.commander)}
        {box('support', tr('force.roles.support'), x.support)}
        {box('tag', tr('force.roles.tag'), x.tag ?? unit?.tag ?? false)}
        {box('probe', tr('force.roles.probe'), x.probe ?? unit?.activeProbe ?? false)}
      </div>
      {groups.length > 0 && (
        <label>
          <span>{tr('force.group')}</span>
          <select
            aria-label={tr('force.groupOf', { who })}
            value={x.group ?? ''}
            onChange={(e) => {
              const { group: _g, ...rest } = x;
              setExtra(e.target.value ? { ...rest, group: e.target.value } : rest);
            }}
          >
            <option value="">—</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {tr(`force.groups.${g.id}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {unit && (
        <span className="hint">
          {tr(`hand.kinds.${kindOf(unit)}`)} · {tr('force.walk', { n: unit.walkMp })}
          {unit.hands ? tr('force.hands') : ''}
          {counted === true ? tr('force.counted') : counted === false ? tr('force.notCounted') : ''}
        </span>
      )}
    </>
  );
}

interface Props {
  readonly side: Side;
  readonly rows: readonly MissionRow[];
  readonly onRows: (rows: MissionRow[]) => void;
  /** The builder rows as mission units, in order. */
  readonly units: readonly DraftUnit[];
  readonly hand: readonly DraftUnit[];
  readonly onHand: (units: DraftUnit[]) => void;
  readonly groups: readonly { readonly id: string }[];
  /** Live checks over the builder's units then those entered by hand. */
  readonly check: ForceCheck;
  readonly agreeOverCap: boolean;
  /** Why some catalog units could not be read. */
  readonly factErrors: readonly string[];
  readonly added?: readonly DraftUnit[];
  readonly addedNote?: string;
  readonly errorFor: (key: string) => string | null;
  readonly onValidity: (key: string, error: string | null) => void;
}

/** One side of a mission: catalog units with pilots in the shared force builder and their mission roles, the mission's additions, and units entered by hand. */
export function MissionForce({
  side,
  rows,
  onRows,
  units,
  hand,
  onHand,
  groups,
  check,
  agreeOverCap,
  factErrors,
  added = [],
  addedNote,
  errorFor,
  onValidity,
}: Props) {
  const { t: tr } = useTranslation('missions');
  const n = rows.length;
  const live = (): ForceProblem[] =>
    Object.entries(check.rows).flatMap(([i, list]) => (Number(i) < n ? list.map((message) => ({ unit: Number(i), message })) : []));
  const fromPage: ForceProblem[] = [
    ...rows.flatMap((_, i) =>
      [errorFor(`${side}.${i}`), ...['name', 'tonnage', 'walkMp', 'value', 'piloting'].map((k) => errorFor(`${side}.${i}.${k}`))]
        .filter((m): m is string => !!m)
        .map((message) => ({ unit: i, message })),
    ),
    ...factErrors.map((message) => ({ message })),
  ];
  return (
    <fieldset className="panel force-editor" aria-label={tr('force.label', { side: tr(`side.${side}`) })}>
      <legend>{title(side)}</legend>
      <p
        className={`hint force-summary${check.units > check.cap ? ' over' : ''}`}
        role="status"
        aria-label={tr('force.sizeLabel', { side: tr(`side.${side}`) })}
      >
        {tr('force.size', { units: check.units, cap: check.cap, tons: check.tons })}
        {check.countedTons !== null ? tr('force.countedTons', { tons: check.countedTons }) : ''}
      </p>
      {errorFor(`${side}.force`) && (
        <p className="error-message" role="alert">
          {errorFor(`${side}.force`)}
        </p>
      )}
      <ForceBuilder<MissionExtra>
        label={title(side)}
        rows={rows}
        onRows={onRows}
        newExtra={() => newMissionExtra(side)}
        extras={{
          render: (row, i, setExtra) => <RoleFields row={row} index={i} unit={units[i]} groups={groups} counted={check.counted[i]} setExtra={setExtra} />,
        }}
        check={live}
        checkKey={JSON.stringify(check.rows)}
        {...(agreeOverCap ? {} : { maxUnits: Math.max(0, UNIT_CAP - hand.length) })}
        problems={fromPage}
        saved
      />
      {added.length > 0 && (
        <ul className="added-units" aria-label={tr('force.addedLabel', { side: tr(`side.${side}`) })}>
          {added.map((u) => (
            <li key={u.id}>
              {tr('force.added', { name: u.name, kind: tr(`hand.kinds.${kindOf(u)}`), tons: u.tonnage, walk: u.walkMp, piloting: u.piloting })}
              {u.group ? ` · ${groups.some((g) => g.id === u.group) ? tr(`force.groups.${u.group}`) : u.group}` : ''}
              {tr('force.addedBy')}
            </li>
          ))}
        </ul>
      )}
      {addedNote && <p className="hint">{addedNote}</p>}
      <ForceEditor side={side} units={hand} onChange={onHand} offset={n} groups={groups} check={check} errorFor={errorFor} onValidity={onValidity} />
    </fieldset>
  );
}
