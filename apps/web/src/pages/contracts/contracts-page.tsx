import './contracts.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api';
import { ForceBuilder, rowsToForce, type ForceRow } from '../../components/force-builder';
import { TextField } from '../../components/form-field';
import { NumberField, useInvalidFields } from '../../components/number-field';
import { Link, navigate } from '../../router';
import { useApi } from '../../use-api';
import type { ContractView } from './contract-types';

interface ContractInfo {
  readonly id: string;
  readonly title: string;
  readonly version: number;
}

const OUTCOMES = [
  ['gain', 'new.win'],
  ['half-gain', 'new.drawAttacker'],
  ['gain-as-winner', 'new.drawDefender'],
  ['lose', 'new.loss'],
] as const;

/** A mercenary's contracts: the list, and a form for a new one (unit, employer, force from the catalog, money terms). */
export function ContractsPage() {
  const list = useApi<ContractInfo[]>('/contracts');
  const { t } = useTranslation('contracts');
  return (
    <div className="page contracts">
      <h1>{t('list.title')}</h1>
      <p className="lede">
        {t('list.lede1')} {t('list.lede2')}
      </p>
      <section className="panel" aria-labelledby="contract-list">
        <h2 id="contract-list">{t('list.yours')}</h2>
        {list.data?.length ? (
          <ul>
            {list.data.map((c) => (
              <li key={c.id}>
                <Link to={`/contracts/${c.id}`}>{c.title}</Link> <span className="hint">{t('list.entries', { count: c.version })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{t('list.none')}</p>
        )}
      </section>
      <NewContractForm />
    </div>
  );
}

function NewContractForm() {
  const [unitName, setUnitName] = useState('');
  const [employer, setEmployer] = useState('');
  const [value, setValue] = useState<number | null>(null);
  const [pay, setPay] = useState<number | null>(null);
  const [rows, setRows] = useState<ForceRow[]>([]);
  const [ownPoints, setOwnPoints] = useState(false);
  const [points, setPoints] = useState<Record<string, number | null>>({ gain: 2, 'half-gain': 1, 'gain-as-winner': 2, lose: -2 });
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const invalid = useInvalidFields();
  const { t } = useTranslation('contracts');
  const force = rowsToForce(unitName.trim() || t('new.forceDefault'), rows);
  const missing = [
    !unitName.trim() && t('new.missingUnitName'),
    !employer.trim() && t('new.missingEmployer'),
    value === null && t('new.missingValue'),
    pay === null && t('new.missingPay'),
    rows.length === 0 && t('new.missingUnit'),
    ownPoints && Object.values(points).some((p) => p === null) && t('new.missingPoints'),
  ].filter(Boolean) as string[];

  const start = async () => {
    if (!force || missing.length || invalid.any) return;
    setBusy(true);
    setError(null);
    try {
      const body = { unitName, employer, force, contractValue: value, payPercent: pay, ...(ownPoints ? { factionPoints: points } : {}) };
      const made = await api.post<ContractView>('/contracts', body);
      navigate(`/contracts/${made.contract.id}`);
    } catch (e) {
      setError(e instanceof ApiError ? { message: e.message, ...(e.location.field ? { field: e.location.field } : {}) } : { message: String(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="new-contract">
      <h2 id="new-contract">{t('new.heading')}</h2>
      <div className="contract-terms">
        <TextField label={t('new.unitName')} value={unitName} onChange={setUnitName} maxLength={100} />
        <TextField label={t('new.employer')} value={employer} onChange={setEmployer} maxLength={100} hint={t('new.employerHint')} />
        <NumberField
          label={t('new.value')}
          unit={t('totals.cbills')}
          integer
          min={0}
          max={1_000_000_000_000}
          size={14}
          value={value}
          onChange={setValue}
          onValidity={invalid.report}
        />
        <NumberField label={t('new.pay')} min={0} minIncluded={false} max={100} value={pay} onChange={setPay} onValidity={invalid.report} />
      </div>
      <p className="hint">
        {t('new.payHint1')}
        {t('new.payHint2')}
      </p>
      <label className="check">
        <input type="checkbox" checked={ownPoints} onChange={(e) => setOwnPoints(e.target.checked)} /> {t('new.ownPoints')}
      </label>
      {ownPoints ? (
        <fieldset className="contract-points">
          <legend>{t('new.pointsLegend')}</legend>
          {OUTCOMES.map(([k, label]) => (
            <NumberField
              key={k}
              label={t(label)}
              integer
              min={-100}
              max={100}
              value={points[k]}
              onChange={(v) => setPoints((p) => ({ ...p, [k]: v }))}
              fieldKey={`points.${k}`}
              onValidity={invalid.report}
            />
          ))}
        </fieldset>
      ) : (
        <p className="hint">
          {t('new.defaultPoints1')}
          {t('new.defaultPoints2')}
        </p>
      )}
      <h3>{t('new.force')}</h3>
      <ForceBuilder label={t('new.builder')} rows={rows} onRows={setRows} newExtra={() => undefined} saved munitions />
      {error && (
        <p className="error" role="alert">
          {error.field ? `${error.field}: ` : ''}
          {error.message}
        </p>
      )}
      {missing.length > 0 && <p className="hint">{t('new.stillNeeded', { list: missing.join(', ') })}</p>}
      <button type="button" disabled={busy || missing.length > 0 || invalid.any || !force} onClick={() => void start()}>
        {t('new.start')}
      </button>
    </section>
  );
}
