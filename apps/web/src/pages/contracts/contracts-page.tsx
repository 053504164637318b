import './contracts.css';
import { useState } from 'react';
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
  ['gain', 'Win'],
  ['half-gain', 'Draw (attacker)'],
  ['gain-as-winner', 'Draw (defender)'],
  ['lose', 'Loss'],
] as const;

/** A mercenary's contracts: the list, and a form for a new one (unit, employer, force from the catalog, money terms). */
export function ContractsPage() {
  const list = useApi<ContractInfo[]>('/contracts');
  return (
    <div className="page contracts">
      <h1>Contracts</h1>
      <p className="lede">
        A mercenary&rsquo;s ledger: Mechwarriors of Fortune missions chained into one contract. Each finished mission adds its pay, faction points and salvage,
        and its crews and damage carry into the next.
      </p>
      <section className="panel" aria-labelledby="contract-list">
        <h2 id="contract-list">Your contracts</h2>
        {list.data?.length ? (
          <ul>
            {list.data.map((c) => (
              <li key={c.id}>
                <Link to={`/contracts/${c.id}`}>{c.title}</Link> <span className="hint">({c.version} entries)</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">No contracts yet.</p>
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
  const force = rowsToForce(unitName.trim() || 'Force', rows);
  const missing = [
    !unitName.trim() && 'the unit name',
    !employer.trim() && 'the employer',
    value === null && 'the contract value',
    pay === null && 'the pay %',
    rows.length === 0 && 'at least one unit',
    ownPoints && Object.values(points).some((p) => p === null) && 'every faction point amount',
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
      <h2 id="new-contract">New contract</h2>
      <div className="contract-terms">
        <TextField label="Unit name" value={unitName} onChange={setUnitName} maxLength={100} />
        <TextField label="Employer" value={employer} onChange={setEmployer} maxLength={100} hint="faction points are kept per faction" />
        <NumberField
          label="Contract value"
          unit="C-bills"
          integer
          min={0}
          max={1_000_000_000_000}
          size={14}
          value={value}
          onChange={setValue}
          onValidity={invalid.report}
        />
        <NumberField label="Pay % a mission" min={0} minIncluded={false} max={100} value={pay} onChange={setPay} onValidity={invalid.report} />
      </div>
      <p className="hint">
        One mission&rsquo;s contracted pay (the Missions&rsquo; 100%) is the contract value × this %; each mission then pays the share its outcome earns.
      </p>
      <label className="check">
        <input type="checkbox" checked={ownPoints} onChange={(e) => setOwnPoints(e.target.checked)} /> Use our own faction point amounts
      </label>
      {ownPoints ? (
        <fieldset className="contract-points">
          <legend>Faction points per outcome</legend>
          {OUTCOMES.map(([k, label]) => (
            <NumberField
              key={k}
              label={label}
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
        <p className="hint">Faction points: a win +2, a draw +1 for the attacker (+2 for the defender), a loss −2 — default, the Missions give no amounts.</p>
      )}
      <h3>Force</h3>
      <ForceBuilder label="Contract" rows={rows} onRows={setRows} newExtra={() => undefined} saved />
      {error && (
        <p className="error" role="alert">
          {error.field ? `${error.field}: ` : ''}
          {error.message}
        </p>
      )}
      {missing.length > 0 && <p className="hint">Still needed: {missing.join(', ')}.</p>}
      <button type="button" disabled={busy || missing.length > 0 || invalid.any || !force} onClick={() => void start()}>
        Start the contract
      </button>
    </section>
  );
}
