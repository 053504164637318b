/** The campaign's replaceable tables: each shows the documented default with its label, and can be replaced row by row. */
import { type ChartNext, CHART_SCENARIOS, CHART_TARGETS, DEPLOYMENT_CODES, GROUP_ROLES, SCENARIO_TYPES, baseRules } from '@marshal/campaign';
import { formatSource } from '../../i18n/source-text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n';
import { deploymentLabel, scenarioTitle } from './campaign-words';
import { NumberField, SelectField, TextField } from '../../components/form-field';
import { type LandingRowDraft, type MeetingRowDraft, type TableName, type TablesDraft, defaultTableDraft, tableTitle } from './campaign-tables-draft';

type Errors = Readonly<Record<string, string>>;
const SOURCES: Readonly<Record<TableName, string>> = {
  landing: formatSource(baseRules.landingTable.source),
  meetingEngagement: formatSource(baseRules.meetingTable.source),
  scenarioChart: formatSource(baseRules.scenarioChart.source),
  eligibility: formatSource(baseRules.eligibility.source),
};
/** Where a scenario's arrows may lead, in the reader's language (a function: the words arrive after this module loads). */
const nextOptions = (): readonly (readonly [ChartNext, string])[] => [
  ...CHART_TARGETS.map((t) => [t, scenarioTitle(t)] as const),
  ['attacker-victory', i18next.t('tables.attackerWins', { ns: 'campaign' })],
  ['defender-victory', i18next.t('tables.defenderWins', { ns: 'campaign' })],
];
const range = (r: { min: number; max: number }) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);

function TableCard<K extends TableName>({
  name,
  tables,
  errors,
  onChange,
  preview,
  children,
}: {
  name: K;
  tables: TablesDraft;
  errors: Errors;
  onChange: (t: TablesDraft) => void;
  preview: ReactNode;
  children: (t: NonNullable<TablesDraft[K]>, set: (t: NonNullable<TablesDraft[K]>) => void) => ReactNode;
}) {
  const { t: tr } = useTranslation('campaign');
  const t = tables[name];
  const set = (x: NonNullable<TablesDraft[K]>) => onChange({ ...tables, [name]: x });
  return (
    <section className="panel campaign-table" aria-label={tableTitle(name)}>
      <h3>{tableTitle(name)}</h3>
      {errors[`tables.${name}`] && <p className="field-error">{errors[`tables.${name}`]}</p>}
      {t ? (
        <>
          <p className="hint">{tr('tablesStep.replaced')}</p>
          <TextField label={tr('tablesStep.source')} value={t.note} onChange={(note) => set({ ...t, note })} hint={tr('tablesStep.sourceHint')} />
          {children(t, set)}
          <button type="button" className="secondary" onClick={() => onChange(Object.fromEntries(Object.entries(tables).filter(([k]) => k !== name)))}>
            {tr('tablesStep.useDefault', { table: tableTitle(name).toLowerCase() })}
          </button>
        </>
      ) : (
        <>
          <p className="source">{SOURCES[name]}</p>
          {preview}
          <button type="button" className="secondary" onClick={() => set(defaultTableDraft(name))}>
            {tr('tablesStep.replace', { table: tableTitle(name).toLowerCase() })}
          </button>
        </>
      )}
    </section>
  );
}

function RowsEditor<R extends { from: string; to: string; label: string }>(props: {
  rows: R[];
  keyPrefix: string;
  errors: Errors;
  blank: R;
  onChange: (rows: R[]) => void;
  extra: (r: R, set: (r: R) => void, key: string) => ReactNode;
}) {
  const { t: tr } = useTranslation('campaign');
  const { rows, keyPrefix, errors, onChange } = props;
  const set = (i: number, r: R) => onChange(rows.map((x, j) => (j === i ? r : x)));
  return (
    <ol className="table-rows">
      {rows.map((r, i) => {
        const key = `${keyPrefix}.${i}`;
        return (
          <li key={i} aria-label={tr('tablesStep.row', { n: i + 1 })} className="row">
            <NumberField label={tr('tablesStep.from')} value={r.from} onChange={(from) => set(i, { ...r, from })} error={errors[`${key}.from`]} />
            <NumberField label={tr('tablesStep.to')} value={r.to} onChange={(to) => set(i, { ...r, to })} error={errors[`${key}.to`]} />
            <TextField
              className="grow"
              label={tr('tablesStep.result')}
              value={r.label}
              onChange={(label) => set(i, { ...r, label })}
              error={errors[`${key}.label`]}
            />
            {props.extra(r, (x) => set(i, x), key)}
            <button type="button" className="secondary" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              {tr('tablesStep.removeRow', { n: i + 1 })}
            </button>
          </li>
        );
      })}
      <li>
        <button type="button" className="secondary" onClick={() => onChange([...rows, { ...props.blank }])}>
          {tr('tablesStep.addRow')}
        </button>
      </li>
    </ol>
  );
}

const blankLanding: LandingRowDraft = { from: '', to: '', label: '', contact: true, attacksPerMech: '' };
const blankMeeting: MeetingRowDraft = { from: '', to: '', label: '', attacker: 'edge', defender: 'edge', maps: 'def', homeEdge: 'def' };
const chooser = [
  ['att', 'attacker'],
  ['def', 'defender'],
] as const;
const deployments = DEPLOYMENT_CODES.map((c) => [c, deploymentLabel(c).split(' — ')[0]!] as const);

export function TablesStep({ tables, errors, onChange }: { tables: TablesDraft; errors: Errors; onChange: (t: TablesDraft) => void }) {
  const { t: tr } = useTranslation('campaign');
  return (
    <div className="campaign-tables-step">
      <p className="hint">{tr('tablesStep.hint')}</p>
      <TableCard name="landing" tables={tables} errors={errors} onChange={onChange} preview={<RowsPreview rows={baseRules.landingTable.rows} />}>
        {(t, set) => (
          <RowsEditor
            rows={t.rows}
            keyPrefix="tables.landing.rows"
            errors={errors}
            blank={blankLanding}
            onChange={(rows) => set({ ...t, rows })}
            extra={(r, setRow, key) => (
              <>
                <label className="inline">
                  <input type="checkbox" checked={r.contact} onChange={(e) => setRow({ ...r, contact: e.target.checked })} /> {tr('tablesStep.contact')}
                </label>
                <NumberField
                  label={tr('tablesStep.attacks')}
                  value={r.attacksPerMech}
                  onChange={(attacksPerMech) => setRow({ ...r, attacksPerMech })}
                  error={errors[`${key}.attacksPerMech`]}
                />
              </>
            )}
          />
        )}
      </TableCard>
      <TableCard name="meetingEngagement" tables={tables} errors={errors} onChange={onChange} preview={<RowsPreview rows={baseRules.meetingTable.rows} />}>
        {(t, set) => (
          <RowsEditor
            rows={t.rows}
            keyPrefix="tables.meetingEngagement.rows"
            errors={errors}
            blank={blankMeeting}
            onChange={(rows) => set({ ...t, rows })}
            extra={(r, setRow) => (
              <>
                <SelectField
                  label={tr('tablesStep.attackerDeploys')}
                  value={r.attacker}
                  options={deployments}
                  onChange={(attacker) => setRow({ ...r, attacker })}
                />
                <SelectField
                  label={tr('tablesStep.defenderDeploys')}
                  value={r.defender}
                  options={deployments}
                  onChange={(defender) => setRow({ ...r, defender })}
                />
                <SelectField label={tr('tablesStep.maps')} value={r.maps} options={chooser} onChange={(maps) => setRow({ ...r, maps })} />
                <SelectField label={tr('tablesStep.edge')} value={r.homeEdge} options={chooser} onChange={(homeEdge) => setRow({ ...r, homeEdge })} />
              </>
            )}
          />
        )}
      </TableCard>
      <TableCard name="scenarioChart" tables={tables} errors={errors} onChange={onChange} preview={<ChartPreview />}>
        {(t, set) => (
          <div>
            {CHART_SCENARIOS.map((s) => (
              <div key={s} className="row" role="group" aria-label={tr('tablesStep.after', { scenario: scenarioTitle(s) })}>
                <strong>{tr('tablesStep.after', { scenario: scenarioTitle(s) })}</strong>
                {(['A', 'D'] as const).map((w) => (
                  <SelectField
                    key={w}
                    label={w === 'A' ? tr('tablesStep.aWon') : tr('tablesStep.dWon')}
                    value={t.arrows[s][w]}
                    options={nextOptions()}
                    onChange={(v) => set({ ...t, arrows: { ...t.arrows, [s]: { ...t.arrows[s], [w]: v } } })}
                  />
                ))}
              </div>
            ))}
          </div>
        )}
      </TableCard>
      <TableCard name="eligibility" tables={tables} errors={errors} onChange={onChange} preview={<EligibilityPreview />}>
        {(t, set) => (
          <div>
            {SCENARIO_TYPES.map((s) => (
              <fieldset key={s}>
                <legend>{scenarioTitle(s)}</legend>
                {GROUP_ROLES.map((r) => (
                  <label key={r} className="inline">
                    <input
                      type="checkbox"
                      checked={t.byScenario[s].includes(r)}
                      onChange={(e) =>
                        set({ ...t, byScenario: { ...t.byScenario, [s]: e.target.checked ? [...t.byScenario[s], r] : t.byScenario[s].filter((x) => x !== r) } })
                      }
                    />{' '}
                    {tr(`wizardSide.roles.${r}`)}
                  </label>
                ))}
                {errors[`tables.eligibility.byScenario.${s}`] && <p className="field-error">{errors[`tables.eligibility.byScenario.${s}`]}</p>}
              </fieldset>
            ))}
          </div>
        )}
      </TableCard>
    </div>
  );
}

function RowsPreview({ rows }: { rows: readonly { min: number; max: number; label: string }[] }) {
  return (
    <table>
      <tbody>
        {rows.map((r) => (
          <tr key={r.min}>
            <td className="num">{range(r)}</td>
            <td>{r.label}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const nextTitle = (n: ChartNext) => nextOptions().find(([v]) => v === n)![1];

function ChartPreview() {
  const { t: tr } = useTranslation('campaign');
  return (
    <ul>
      {CHART_SCENARIOS.map((s) => (
        <li key={s}>
          {tr('tablesStep.afterArrows', {
            scenario: scenarioTitle(s),
            a: nextTitle(baseRules.scenarioChart.arrows[s].A),
            d: nextTitle(baseRules.scenarioChart.arrows[s].D),
          })}
        </li>
      ))}
    </ul>
  );
}

function EligibilityPreview() {
  const { t: tr } = useTranslation('campaign');
  return (
    <ul>
      {SCENARIO_TYPES.map((s) => (
        <li key={s}>
          {scenarioTitle(s)}: {baseRules.eligibility.byScenario[s].map((r) => tr(`wizardSide.roles.${r}`)).join(', ')}
        </li>
      ))}
    </ul>
  );
}
