import { binWeaponName, munitionChoices } from '@marshal/battletech';
import './force-builder.css';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatSource } from '../../i18n/source-text';
import { useTranslation } from 'react-i18next';
import { forceTotals, skillAdjustedBv, type Force, type ForceProblem, type ForceUnitFacts } from '@marshal/catalog';
import { SavedForces } from './saved-forces';
import { SkillField } from './skill-field';
import { UnitSearch, type SearchFilters } from './unit-search';
import { useEngineText } from '../../i18n/engine-text';
import { newRow, problemsByRow, rowLabel, rowsToForce, skillErrors, type ForceRow } from './force-rows';

/** A page's own columns on each row (Solaris category, start hex…): `render` gets the row and a setter for its extra. */
export interface RowExtras<X> {
  readonly render: (row: ForceRow<X>, index: number, setExtra: (extra: X) => void) => ReactNode;
}

export interface ForceBuilderProps<X> {
  /** Names the force in headings and accessible names: "Side A", "Roster". */
  readonly label: string;
  readonly rows: readonly ForceRow<X>[];
  readonly onRows: (rows: ForceRow<X>[]) => void;
  /** The extra a new row starts with. */
  readonly newExtra: (unit: ForceUnitFacts) => X;
  readonly extras?: RowExtras<X>;
  /** Legality for the context, re-run as the force changes; problems name their 0-based unit. Results of older forces are dropped. */
  readonly check?: (force: Force, rows: readonly ForceRow<X>[]) => Promise<readonly ForceProblem[]> | readonly ForceProblem[];
  /** Changes when something outside the rows changes what `check` says (the player chosen…). */
  readonly checkKey?: string;
  /** Catalog kinds offered ("mech", "mech,vehicle"). */
  readonly kind?: string;
  readonly initialFilters?: Partial<SearchFilters>;
  readonly maxUnits?: number;
  /** Skills a new unit starts with; `fixed` shows them without letting them change (a Solaris roster). */
  readonly skills?: { readonly gunnery: number; readonly piloting: number; readonly fixed?: boolean };
  /** Offer saved forces, .mul/CSV import and export. */
  readonly saved?: boolean;
  /**
   * Offer a special munition for each ammunition bin: only where the page's battles load them (a new battle, a saved
   * mercenary force); pages that drop them (simulations, missions, campaigns) or choose them their own way (the Solaris
   * roster's Solaris VII §1.1 choice) leave them off, so no choice is offered that would be thrown away.
   */
  readonly munitions?: boolean;
  /** Problems the page found itself (the server refusing a set-up…), shown like the check's; the page clears them when the force changes. */
  readonly problems?: readonly ForceProblem[];
  /**
   * Label the two Battle Values apart where a page shows both (the Solaris roster): "BV (skill-adjusted)" on the rows and
   * the totals, "Base BV" (the catalog's, before skills) in the search results.
   */
  readonly distinctBv?: boolean;
}

type CheckState = { status: 'idle' } | { status: 'checking' } | { status: 'done'; problems: readonly ForceProblem[] } | { status: 'error'; message: string };

/** The one force builder: catalog search with filters, pilots and skills, BV for each pilot, live legality on each row, saved forces and files. */
export function ForceBuilder<X>(props: ForceBuilderProps<X>) {
  const { label, rows, onRows, newExtra, extras, check, checkKey, kind, initialFilters, maxUnits, saved, problems, munitions, distinctBv = false } = props;
  const { t: tr } = useTranslation('forces');
  const skills = props.skills ?? { gunnery: 4, piloting: 5 };
  const [name, setName] = useState(label);
  const force = useMemo(() => rowsToForce(name, rows), [name, rows]);
  const facts = useMemo(() => Object.fromEntries(rows.map((r) => [r.unit.unitId, r.unit])), [rows]);
  const totals = force ? forceTotals(force, facts) : null;
  const checked = useLiveCheck(force, rows, check, checkKey);
  const checkProblems = checked.status === 'done' ? checked.problems : [];
  const grouped = problemsByRow([...checkProblems, ...(problems ?? [])], rows.length);
  const checkForceWide = problemsByRow(checkProblems, rows.length).force;
  const pageForceWide = problemsByRow(problems ?? [], rows.length).force;
  const full = maxUnits !== undefined && rows.length >= maxUnits;
  const set = (i: number, patch: Partial<ForceRow<X>>) => onRows(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const add = (unit: ForceUnitFacts) => !full && onRows([...rows, newRow(unit, newExtra(unit), skills)]);
  const load = (units: { unit: ForceUnitFacts; pilot: Force['units'][number]['pilot']; munitions?: Force['units'][number]['munitions'] }[]) =>
    onRows(
      units.slice(0, maxUnits ?? units.length).map((u) => newRow(u.unit, newExtra(u.unit), skills.fixed ? skills : u.pilot, u.pilot.name ?? '', u.munitions)),
    );

  return (
    <section className="force-builder" aria-label={tr('builder.force', { label })}>
      {rows.length === 0 ? (
        <p className="empty">{tr('builder.empty')}</p>
      ) : (
        <ol className="force-rows" aria-label={tr('builder.units', { label })}>
          {rows.map((r, i) => (
            <UnitRow
              key={r.key}
              row={r}
              index={i}
              fixedSkills={!!skills.fixed}
              munitions={!!munitions}
              distinctBv={distinctBv}
              problems={grouped.byRow[i] ?? []}
              extra={extras?.render(r, i, (extra) => set(i, { extra }))}
              onChange={(patch) => set(i, patch)}
              onRemove={() => onRows(rows.filter((_, k) => k !== i))}
              onMove={(to) => {
                const next = [...rows];
                next.splice(to, 0, ...next.splice(i, 1));
                onRows(next);
              }}
              last={i === rows.length - 1}
            />
          ))}
        </ol>
      )}
      <p className="force-totals" role="status" aria-label={tr('builder.totalsLabel', { label })}>
        {tr('builder.count', { count: rows.length })}
        {totals
          ? tr(distinctBv ? 'builder.totalsSkilled' : 'builder.totals', { tons: totals.tons, bv: totals.adjustedBv }) +
            (totals.withoutBv ? tr('builder.withoutBv', { n: totals.withoutBv }) : '')
          : tr('builder.fixSkills')}
      </p>
      <CheckSummary state={checked} forceProblems={checkForceWide} label={label} hasCheck={!!check} />
      {pageForceWide.length > 0 && (
        <ul className="error-message" role="alert" aria-label={tr('builder.setUpProblems', { label })}>
          {pageForceWide.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      )}
      <UnitSearch
        label={label}
        {...(kind ? { kind } : {})}
        {...(initialFilters ? { initial: initialFilters } : {})}
        disabled={full ? tr('builder.full', { label, count: maxUnits }) : null}
        onPick={add}
        baseBv={distinctBv}
      />
      {saved && <SavedForces label={label} name={name} setName={setName} force={force} onLoad={load} />}
    </section>
  );
}

/** Runs `check` a moment after the force stops changing; a result for an older force never shows. */
function useLiveCheck<X>(force: Force | null, rows: readonly ForceRow<X>[], check: ForceBuilderProps<X>['check'], checkKey: string | undefined): CheckState {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const seq = useRef(0);
  const checkRef = useRef(check);
  checkRef.current = check;
  const key = JSON.stringify([force, rows.map((r) => r.extra), checkKey]);
  useEffect(() => {
    const run = checkRef.current;
    const mine = ++seq.current;
    if (!run || !force) return setState({ status: 'idle' });
    setState({ status: 'checking' });
    const t = setTimeout(() => {
      Promise.resolve(run(force, rows))
        .then((problems) => mine === seq.current && setState({ status: 'done', problems }))
        .catch((e: Error) => mine === seq.current && setState({ status: 'error', message: e.message }));
    }, 250);
    return () => clearTimeout(t);
  }, [key]);
  return state;
}

function CheckSummary({ state, forceProblems, label, hasCheck }: { state: CheckState; forceProblems: ForceProblem[]; label: string; hasCheck: boolean }) {
  const { t: tr } = useTranslation('forces');
  if (!hasCheck) return null;
  if (state.status === 'idle') return null;
  if (state.status === 'checking') return <p className="hint force-check">{tr('builder.checking')}</p>;
  if (state.status === 'error')
    return (
      <p className="error-message force-check" role="alert">
        {tr('builder.couldNotCheck', { label, message: state.message })}
      </p>
    );
  if (state.problems.length === 0)
    return (
      <p className="force-check legal" role="status">
        {tr('builder.legal', { label })}
      </p>
    );
  return (
    <div className="force-check" role="alert">
      <p>
        {tr('builder.notLegal', { label, count: state.problems.length })}
        {forceProblems.length < state.problems.length ? tr('builder.onRow') : ''}).
      </p>
      {forceProblems.length > 0 && (
        <ul aria-label={tr('builder.problems', { label })}>
          {forceProblems.map((p, i) => (
            <li key={i}>
              {p.message} {p.source && <span className="hint">[{formatSource(p.source)}]</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function UnitRow<X>({
  row,
  index,
  fixedSkills,
  munitions,
  distinctBv,
  problems,
  extra,
  onChange,
  onRemove,
  onMove,
  last,
}: {
  row: ForceRow<X>;
  index: number;
  fixedSkills: boolean;
  munitions: boolean;
  distinctBv: boolean;
  problems: readonly ForceProblem[];
  extra: ReactNode;
  onChange: (patch: Partial<ForceRow<X>>) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
  last: boolean;
}) {
  const { t: tr } = useTranslation('forces');
  const who = rowLabel(row, index);
  const errors = skillErrors(row);
  const g = Number(row.gunnery);
  const p = Number(row.piloting);
  const bv = errors.gunnery || errors.piloting ? null : skillAdjustedBv(row.unit.bv, g, p);
  return (
    <li className={`force-row${problems.length ? ' has-problems' : ''}`} aria-label={who} data-unit={row.unit.unitId}>
      <div className="force-row-head">
        <strong>
          {index + 1}. {row.unit.name}
        </strong>
        <span className="hint">
          {row.unit.tons} t{row.unit.jump ? tr('builder.jump', { n: row.unit.jump }) : ''} · {row.unit.techBase} · {row.unit.rulesLevel}
        </span>
        <span className="force-row-bv" aria-label={tr('builder.bvOf', { who })}>
          {bv === null ? (row.unit.bv === null ? tr('builder.bvUnknown') : 'BV —') : distinctBv ? tr('builder.bvSkilled', { bv }) : `BV ${bv}`}
        </span>
      </div>
      <div className="force-row-fields">
        <label>
          <span>{tr('builder.pilot')}</span>
          <input
            value={row.pilotName}
            maxLength={100}
            placeholder={tr('builder.pilotPlaceholder')}
            aria-label={tr('builder.pilotName', { who })}
            onChange={(e) => onChange({ pilotName: e.target.value })}
          />
        </label>
        <SkillField
          label={tr('builder.gunnery')}
          name={tr('builder.gunneryOf', { who })}
          value={row.gunnery}
          error={errors.gunnery}
          readOnly={fixedSkills}
          onChange={(gunnery) => onChange({ gunnery })}
        />
        <SkillField
          label={tr('builder.piloting')}
          name={tr('builder.pilotingOf', { who })}
          value={row.piloting}
          error={errors.piloting}
          readOnly={fixedSkills}
          onChange={(piloting) => onChange({ piloting })}
        />
        {munitions && <MunitionFields who={who} row={row} onChange={(chosen) => onChange({ munitions: chosen })} />}
        {extra}
      </div>
      {problems.length > 0 && (
        <ul className="row-problems" aria-label={tr('builder.problemsWith', { who })}>
          {problems.map((x, k) => (
            <li key={k}>
              {x.message} {x.source && <span className="hint">[{formatSource(x.source)}]</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="force-row-actions">
        {index > 0 && (
          <button type="button" className="secondary" aria-label={tr('builder.up', { who })} onClick={() => onMove(index - 1)}>
            ↑
          </button>
        )}
        {!last && (
          <button type="button" className="secondary" aria-label={tr('builder.down', { who })} onClick={() => onMove(index + 1)}>
            ↓
          </button>
        )}
        <button type="button" className="secondary" aria-label={tr('builder.removeWho', { who })} onClick={onRemove}>
          {tr('builder.remove')}
        </button>
      </div>
    </li>
  );
}

/**
 * Special munitions for each ammunition bin that can take one (Solaris VII Stable Challenge §1.1: chosen before the
 * event, kept all event): standard, or one the rules list for the bin's weapon, with what it does.
 */
function MunitionFields<X>({ who, row, onChange }: { who: string; row: ForceRow<X>; onChange: (m: Record<string, string>) => void }) {
  const { t: tr } = useTranslation('forces');
  const engine = useEngineText();
  const bins = (row.unit.ammoBins ?? []).map((id, i) => ({ id, i, choices: munitionChoices(id) })).filter((b) => b.choices.length);
  if (!bins.length) return null;
  const chosen = row.munitions ?? {};
  const set = (i: number, value: string) => {
    const next: Record<string, string> = { ...chosen };
    if (value) next[String(i)] = value;
    else delete next[String(i)];
    onChange(next);
  };
  return (
    <>
      {bins.map((b) => (
        <label key={b.i}>
          <span>{tr('munitions.bin', { n: b.i + 1, weapon: binWeaponName(b.id) })}</span>
          <select
            value={chosen[String(b.i)] ?? ''}
            aria-label={tr('munitions.binOf', { who, n: b.i + 1, id: b.id })}
            onChange={(e) => set(b.i, e.target.value)}
          >
            <option value="">{tr('munitions.standard')}</option>
            {b.choices.map((m) => (
              <option key={m.id} value={m.id} title={formatSource(m.source)}>
                {engine.part(m.label)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </>
  );
}
