import './contracts.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api';
import { SelectField, TextField } from '../../components/form-field';
import { Link } from '../../router';
import { useEngineText } from '../../i18n/engine-text';
import { sourceWords } from '../../i18n/source-text';
import { type Formatters, useFormat } from '../../i18n/format';
import { useApi } from '../../use-api';
import type { TFunction } from 'i18next';
import { MISSIONS } from '@marshal/missions';
import { type ContractUnitView, type ContractView, type MissionEntryView, percent, signed, unitLabel, useMoney } from './contract-types';
import { NextMission, SideField } from './next-mission';

/** A finished mission this contract may add (GET /contracts/:id/eligible-missions) and the sides its units fought on. */
interface MissionInfo {
  readonly id: string;
  readonly title: string;
  readonly version: number;
  /** When it was set up: told beside the title when two missions share one. */
  readonly createdAt: string;
  /** Which of the missions it is (e.g. open-engagement), named for the player by its title. */
  readonly mission: string;
  readonly sides: readonly ('attacker' | 'defender')[];
}

const MISSION_TITLES: ReadonlyMap<string, string> = new Map(MISSIONS.map((m) => [m.id, m.title]));

const message = (e: unknown): string => (e instanceof ApiError ? `${e.location.field ? `${e.location.field}: ` : ''}${e.message}` : String(e));

/** One contract: its terms, the force as it stands (crews, damage, who may fight), each mission's ledger with its sources, running totals. */
export function ContractPage({ id }: { id: string }) {
  const view = useApi<ContractView>(`/contracts/${id}`);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('contracts');
  const f = useFormat();
  const cbills = useMoney();
  const c = view.data;
  if (view.error) return <p className="error">{view.error.message}</p>;
  if (!c) return <p>{t('page.loading')}</p>;
  /** Send to the contract; a refusal is shown at the top, or answered to a form that shows it beside itself (`inline`). */
  const act = async (path: string, body: object, inline = false): Promise<string | null> => {
    setError(null);
    try {
      await api.post(`/contracts/${id}/${path}`, { expectedVersion: c.version, ...body });
      view.reload();
      return null;
    } catch (e) {
      if (!inline) setError(message(e));
      view.reload();
      return message(e);
    }
  };
  return (
    <div className="page contract">
      <p>
        <Link to="/contracts">{t('page.back')}</Link>
      </p>
      <h1>{c.unitName}</h1>
      <p className="lede">
        {t('page.ledeBefore', { employer: c.employer, value: cbills(c.contractValue), percent: percent(f, c.payPercent) })}
        <strong>{cbills(c.contractedPay)}</strong>
        {t('page.ledeAfter')}
        {c.closed ? t('page.closed') : ''}
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
      {!c.closed && <AddMission c={c} onAdd={(body) => act('missions', body, true)} />}
      <section className="panel" aria-labelledby="ledger">
        <h2 id="ledger">{t('page.ledger')}</h2>
        {c.missions.length === 0 ? <p className="empty">{t('page.noMissions')}</p> : c.missions.map((m) => <MissionLedger key={m.n} m={m} />)}
      </section>
      {!c.closed && (
        <button type="button" onClick={() => void act('commands', { command: { type: 'closeContract' } })}>
          {t('page.close')}
        </button>
      )}
    </div>
  );
}

function Totals({ c }: { c: ContractView }) {
  const fp = Object.entries(c.totals.factionPoints);
  const { t } = useTranslation('contracts');
  const f = useFormat();
  const cbills = useMoney();
  return (
    <section className="panel contract-totals" aria-label={t('totals.label')}>
      <dl>
        <dt>{t('totals.cbills')}</dt>
        <dd data-testid="total-cbills">{cbills(c.totals.cbills)}</dd>
        <dt>{t('totals.factionPoints')}</dt>
        <dd>{fp.length ? fp.map(([faction, p]) => `${faction} ${signed(p)}`).join(', ') : t('totals.noneYet')}</dd>
        <dt>{t('totals.salvage')}</dt>
        <dd>{t('totals.salvageUnits', { count: c.totals.salvage.units, tons: f.number(c.totals.salvage.tons) })}</dd>
      </dl>
      <p className="hint">{t('totals.source', { source: sourceWords(c.factionTable.source) })}</p>
    </section>
  );
}

function ForceTable({ c, onRepair }: { c: ContractView; onRepair: (unit: string) => void }) {
  const { t } = useTranslation('contracts');
  const engine = useEngineText();
  const why = (u: ContractUnitView) => {
    const reason = c.nextForce.find((n) => n.id === u.id)?.unavailable;
    return reason ? engine.contract(reason) : null;
  };
  const damage = (u: ContractUnitView) =>
    [
      ...u.damage.armourStripped.map((location) => t('force.armourGone', { location })),
      ...u.damage.destroyed.map((location) => t('force.destroyed', { location })),
    ].join(', ') || '—';
  return (
    <section className="panel" aria-labelledby="force">
      <h2 id="force">{t('force.heading')}</h2>
      {/* A table on a wide screen; on a phone each unit is a card of labelled lines (`cards-on-phone`), nothing to scroll. */}
      <table className="cards-on-phone contract-force" aria-label={t('force.table')}>
        <thead>
          <tr>
            <th scope="col">{t('force.unit')}</th>
            <th scope="col">{t('force.pilot')}</th>
            <th scope="col">{t('force.state')}</th>
            <th scope="col">{t('force.damage')}</th>
            <th scope="col">{t('force.next')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('force.repairColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {c.units.map((u) => (
            <tr key={u.id}>
              <th scope="row">{u.name}</th>
              <td data-label={t('force.pilot')}>
                {u.pilot.name} {u.pilot.gunnery}/{u.pilot.piloting} — {t(`pilotStatus.${u.pilot.status}`, { defaultValue: u.pilot.status })}
                {u.pilot.hits ? t('force.hits', { count: u.pilot.hits }) : ''}
              </td>
              <td data-label={t('force.state')}>{t(`unitStatus.${u.status}`, { defaultValue: u.status })}</td>
              <td data-label={t('force.damage')}>{damage(u)}</td>
              <td data-label={t('force.next')}>{why(u) ?? t('force.mayFight')}</td>
              <td className="contract-action">
                {!c.closed && (u.status === 'damaged' || u.status === 'wrecked') && (
                  <button type="button" onClick={() => onRepair(u.id)}>
                    {t('force.repair', { unit: unitLabel(t, u) })}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Missions started from the contract and not yet in the ledger: open the tracker (and battle), add one once it is over. */
function Started({ c, onAdd }: { c: ContractView; onAdd: (mission: string) => Promise<unknown> }) {
  const { t } = useTranslation('contracts');
  if (!c.started.length) return null;
  return (
    <section className="panel" aria-labelledby="started">
      <h2 id="started">{t('started.heading')}</h2>
      <ul>
        {c.started.map((m) => (
          <li key={m.game}>
            <Link to={`/missions/${m.game}`}>{m.title}</Link>
            {t('started.asThe', {
              side: t(`side.${m.side}`),
              units: m.units
                .map((id) => {
                  const u = c.units.find((x) => x.id === id);
                  return u ? unitLabel(t, u) : id;
                })
                .join(', '),
            })}
            {m.battle && (
              <>
                {' '}
                · <Link to={`/battles/${m.battle}`}>{t('started.battle')}</Link>
              </>
            )}{' '}
            {/* Only a mission that is over goes into the ledger: before that, say why the button is not there yet. */}
            {m.progress === 'ended' ? (
              <button type="button" onClick={() => void onAdd(m.game)}>
                {t('started.add', { title: m.title })}
              </button>
            ) : (
              <span className="hint" data-testid={`not-yet-${m.game}`}>
                {' '}
                — {t(m.progress === 'crew-roll' ? 'started.crewRoll' : 'started.playing')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="hint">{t('started.hint')}</p>
    </section>
  );
}

function AddMission({ c, onAdd }: { c: ContractView; onAdd: (body: object) => Promise<string | null> }) {
  // Only missions the ledger may take are offered: ended, in no contract's ledger, started from no other contract, with one of
  // the contract's units on a side (docs/missions.md); those started from this contract are added under "Missions under way".
  const missions = useApi<MissionInfo[]>(`/contracts/${c.contract.id}/eligible-missions`);
  const reloadMissions = missions.reload;
  useEffect(() => reloadMissions(), [c.version, reloadMissions]);
  const done = new Set([...c.missions.map((m) => m.game), ...c.started.map((m) => m.game)]);
  const open = (missions.data ?? []).filter((m) => !done.has(m.id));
  const [mission, setMission] = useState('');
  const [picked, setSide] = useState<'attacker' | 'defender'>('attacker');
  const [employer, setEmployer] = useState('');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const { t } = useTranslation('contracts');
  const f = useFormat();
  const chosen = mission || open[0]?.id || '';
  const sides = open.find((m) => m.id === chosen)?.sides ?? [];
  const side = sides.includes(picked) ? picked : (sides[0] ?? picked);
  const add = async () => {
    setBusy(true);
    setRefused(null);
    const problem = await onAdd({ mission: chosen, side, ...(employer.trim() ? { employer: employer.trim() } : {}) });
    setBusy(false);
    // Refused (e.g. the mission has not ended): the choice stays, with the reason beside the button.
    if (problem) setRefused(problem);
    else setMission('');
    missions.reload();
  };
  return (
    <section className="panel" aria-labelledby="add-mission">
      <h2 id="add-mission">{t('add.heading')}</h2>
      <p className="hint">{t('add.hint')}</p>
      <p className="hint">{t('add.rule')}</p>
      {open.length === 0 ? (
        <p className="empty">
          {t('add.noneBefore')}
          <Link to="/missions">{t('add.missionsLink')}</Link>
          {t('add.noneAfter')}
        </p>
      ) : (
        <div className="contract-terms">
          <SelectField label={t('add.mission')} value={chosen} options={missionLabels(t, f, open)} onChange={setMission} />
          <SideField label={t('add.foughtAs', { unit: c.unitName })} value={side} onChange={setSide} only={sides} />
          <TextField label={t('add.employer')} value={employer} onChange={setEmployer} maxLength={100} hint={t('add.employerHint', { employer: c.employer })} />
          <button type="button" disabled={busy || !chosen} onClick={() => void add()}>
            {t('add.submit')}
          </button>
          {refused && (
            <p className="error" role="alert">
              {refused}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Missions as players know them: the title, and which mission it is when the title does not say ("Raid on Hesperus (Open
 * Engagement)"); two alike are told apart by when they were set up.
 */
function missionLabels(t: TFunction<'contracts'>, f: Formatters, missions: readonly MissionInfo[]): (readonly [string, string])[] {
  const label = (m: MissionInfo) => {
    const kind = MISSION_TITLES.get(m.mission);
    return !kind || m.title === kind ? m.title : t('add.option', { title: m.title, mission: kind });
  };
  return missions.map((m) => {
    const l = label(m);
    return [m.id, missions.some((o) => o !== m && label(o) === l) ? t('add.optionWhen', { label: l, when: f.dateTime(m.createdAt) }) : l] as const;
  });
}

function MissionLedger({ m }: { m: MissionEntryView }) {
  const { t } = useTranslation('contracts');
  const f = useFormat();
  const cbills = useMoney();
  const engine = useEngineText();
  const outcome = t(`outcome.${m.outcome}`, { defaultValue: m.outcome.replace('-', ' ') });
  return (
    <article className="contract-mission" aria-label={t('ledger.label', { n: m.n, title: m.title })}>
      <h3>{t('ledger.heading', { n: m.n, title: m.title, side: t(`side.${m.side}`), outcome })}</h3>
      <p>
        <strong>{cbills(m.cbills)}</strong> {t('ledger.pay', { percent: percent(f, m.payPercent) })} · {m.employer} {signed(m.factionPoints)} ·{' '}
        {t('ledger.running')} <span data-testid={`running-${m.n}`}>{cbills(m.runningCbills)}</span>
      </p>
      <ul className="contract-lines">
        {m.lines.map((l, i) => (
          <li key={i}>
            {engine.contract(l.text)} <cite>{l.sources.map(sourceWords).join('; ')}</cite>
          </li>
        ))}
      </ul>
    </article>
  );
}
