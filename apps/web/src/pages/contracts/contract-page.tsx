import './contracts.css';
import { useState } from 'react';
import { ApiError, api } from '../../api';
import { SelectField, TextField } from '../../components/form-field';
import { TableScroll } from '../../components/table-scroll';
import { Link } from '../../router';
import { useApi } from '../../use-api';
import { type ContractUnitView, type ContractView, type MissionEntryView, cbills, signed } from './contract-types';
import { NextMission, SideField } from './next-mission';

interface MissionInfo {
  readonly id: string;
  readonly title: string;
  readonly version: number;
}

const message = (e: unknown): string => (e instanceof ApiError ? `${e.location.field ? `${e.location.field}: ` : ''}${e.message}` : String(e));

/** One contract: its terms, the force as it stands (crews, damage, who may fight), each mission's ledger with its sources, running totals. */
export function ContractPage({ id }: { id: string }) {
  const view = useApi<ContractView>(`/contracts/${id}`);
  const [error, setError] = useState<string | null>(null);
  const c = view.data;
  if (view.error) return <p className="error">{view.error.message}</p>;
  if (!c) return <p>Loading…</p>;
  const act = async (path: string, body: object) => {
    setError(null);
    try {
      await api.post(`/contracts/${id}/${path}`, { expectedVersion: c.version, ...body });
      view.reload();
    } catch (e) {
      setError(message(e));
      view.reload();
    }
  };
  return (
    <div className="page contract">
      <p>
        <Link to="/contracts">← Contracts</Link>
      </p>
      <h1>{c.unitName}</h1>
      <p className="lede">
        For {c.employer}: contract {cbills(c.contractValue)}, {c.payPercent}% a mission = <strong>{cbills(c.contractedPay)}</strong> contracted pay.
        {c.closed ? ' The contract is closed.' : ''}
      </p>
      <Totals c={c} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <ForceTable c={c} onRepair={(unit) => void act('commands', { command: { type: 'repairUnit', unit } })} />
      {!c.closed && <Started c={c} onAdd={(mission) => act('missions', { mission })} />}
      {!c.closed && <NextMission key={c.version} c={c} />}
      {!c.closed && <AddMission c={c} onAdd={(body) => act('missions', body)} />}
      <section className="panel" aria-labelledby="ledger">
        <h2 id="ledger">Ledger</h2>
        {c.missions.length === 0 ? (
          <p className="empty">No missions yet: add a finished one above.</p>
        ) : (
          c.missions.map((m) => <MissionLedger key={m.n} m={m} />)
        )}
      </section>
      {!c.closed && (
        <button type="button" onClick={() => void act('commands', { command: { type: 'closeContract' } })}>
          Close the contract
        </button>
      )}
    </div>
  );
}

function Totals({ c }: { c: ContractView }) {
  const fp = Object.entries(c.totals.factionPoints);
  return (
    <section className="panel contract-totals" aria-label="Running totals">
      <dl>
        <dt>C-bills</dt>
        <dd data-testid="total-cbills">{cbills(c.totals.cbills)}</dd>
        <dt>Faction points</dt>
        <dd>{fp.length ? fp.map(([f, p]) => `${f} ${signed(p)}`).join(', ') : 'none yet'}</dd>
        <dt>Salvage</dt>
        <dd>
          {c.totals.salvage.units} unit(s), {c.totals.salvage.tons} t
        </dd>
      </dl>
      <p className="hint">Faction point amounts: {c.factionTable.source}</p>
    </section>
  );
}

function ForceTable({ c, onRepair }: { c: ContractView; onRepair: (unit: string) => void }) {
  const why = (u: ContractUnitView) => c.nextForce.find((n) => n.id === u.id)?.unavailable ?? null;
  const damage = (u: ContractUnitView) =>
    [...u.damage.armourStripped.map((l) => `${l} armour gone`), ...u.damage.destroyed.map((l) => `${l} destroyed`)].join(', ') || '—';
  return (
    <section className="panel" aria-labelledby="force">
      <h2 id="force">Force for the next mission</h2>
      <TableScroll label="Unit table">
        <table>
          <thead>
            <tr>
              <th>Unit</th>
              <th>Pilot</th>
              <th>State</th>
              <th>Damage it carries</th>
              <th>Next mission</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {c.units.map((u) => (
              <tr key={u.id}>
                <td>
                  {u.name} <span className="hint">({u.id})</span>
                </td>
                <td>
                  {u.pilot.name} {u.pilot.gunnery}/{u.pilot.piloting} — {u.pilot.status}
                  {u.pilot.hits ? `, ${u.pilot.hits} hit(s)` : ''}
                </td>
                <td>{u.status}</td>
                <td>{damage(u)}</td>
                <td>{why(u) ?? 'may fight (start it with this damage)'}</td>
                <td>
                  {!c.closed && (u.status === 'damaged' || u.status === 'wrecked') && (
                    <button type="button" onClick={() => onRepair(u.id)}>
                      Record repair of {u.name}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/** Missions started from the contract and not yet in the ledger: open the tracker (and battle), add one once it is over. */
function Started({ c, onAdd }: { c: ContractView; onAdd: (mission: string) => Promise<void> }) {
  if (!c.started.length) return null;
  return (
    <section className="panel" aria-labelledby="started">
      <h2 id="started">Missions under way</h2>
      <ul>
        {c.started.map((m) => (
          <li key={m.game}>
            <Link to={`/missions/${m.game}`}>{m.title}</Link> as the {m.side} ({m.units.join(', ')})
            {m.battle && (
              <>
                {' '}
                · <Link to={`/battles/${m.battle}`}>its digital battle</Link>
              </>
            )}{' '}
            <button type="button" onClick={() => void onAdd(m.game)}>
              Add {m.title} to the ledger
            </button>
          </li>
        ))}
      </ul>
      <p className="hint">A mission goes into the ledger once it has ended; its side and units are already known.</p>
    </section>
  );
}

function AddMission({ c, onAdd }: { c: ContractView; onAdd: (body: object) => Promise<void> }) {
  const missions = useApi<MissionInfo[]>('/games?module=mission');
  const done = new Set([...c.missions.map((m) => m.game), ...c.started.map((m) => m.game)]);
  const open = (missions.data ?? []).filter((m) => !done.has(m.id));
  const [mission, setMission] = useState('');
  const [side, setSide] = useState<'attacker' | 'defender'>('attacker');
  const [employer, setEmployer] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = mission || open[0]?.id || '';
  const add = async () => {
    setBusy(true);
    await onAdd({ mission: chosen, side, ...(employer.trim() ? { employer: employer.trim() } : {}) });
    setBusy(false);
    setMission('');
    missions.reload();
  };
  return (
    <section className="panel" aria-labelledby="add-mission">
      <h2 id="add-mission">Add a finished mission</h2>
      <p className="hint">Its wash-up — outcome, pay, faction points, salvage, crews and damage — is read from the mission&rsquo;s own record.</p>
      {open.length === 0 ? (
        <p className="empty">
          No mission to add: track or fight one on the <Link to="/missions">Missions</Link> page first.
        </p>
      ) : (
        <div className="contract-terms">
          <SelectField label="Mission" value={chosen} options={open.map((m) => [m.id, `${m.title} (${m.version} entries)`] as const)} onChange={setMission} />
          <SideField label={`${c.unitName} fought as`} value={side} onChange={setSide} />
          <TextField label="Employer for this mission" value={employer} onChange={setEmployer} maxLength={100} hint={`empty: ${c.employer}`} />
          <button type="button" disabled={busy || !chosen} onClick={() => void add()}>
            Add to the ledger
          </button>
        </div>
      )}
    </section>
  );
}

function MissionLedger({ m }: { m: MissionEntryView }) {
  return (
    <article className="contract-mission" aria-label={`Mission ${m.n}: ${m.title}`}>
      <h3>
        Mission {m.n}: {m.title} as the {m.side} — {m.outcome.replace('-', ' ')}
      </h3>
      <p>
        <strong>{cbills(m.cbills)}</strong> ({m.payPercent}% pay) · {m.employer} {signed(m.factionPoints)} · running total{' '}
        <span data-testid={`running-${m.n}`}>{cbills(m.runningCbills)}</span>
      </p>
      <ul className="contract-lines">
        {m.lines.map((l, i) => (
          <li key={i}>
            {l.text} <cite>{l.sources.join('; ')}</cite>
          </li>
        ))}
      </ul>
    </article>
  );
}
