import type { M42Command, M42State } from '@marshal/m42';
import { useTranslation } from 'react-i18next';

type Send = (command: M42Command) => void;

/** Between phases, record what happened at the table: losses, markers, hit-count dice, officers, objectives. */
/** A player as the table knows them: their name, else their task force's (the id is an internal key). */
export const playerName = (p: { readonly name?: string | undefined; readonly taskForce: { readonly name: string } }) => p.name ?? p.taskForce.name;

export function M42TablePanel({ s, send, busy }: { s: M42State; send: Send; busy: boolean }) {
  const { t } = useTranslation('m42');
  const editable = !busy && !s.outcome && (s.step === 'morale' || s.step === 'done');
  const change = (c: Extract<M42Command, { type: 'updateTable' }>['changes'][number]) => send({ type: 'updateTable', changes: [c] });
  return (
    <section className="panel" aria-label={t('table.heading')}>
      <h2>{t('table.heading')}</h2>
      {!editable && !s.outcome && <p className="hint">{t('table.notNow')}</p>}
      {s.players.map((p) => (
        <div
          key={p.id}
          className="m42-force"
          aria-label={p.taskForce.name === playerName(p) ? p.taskForce.name : `${playerName(p)}: ${p.taskForce.name}`}
          role="group"
        >
          <h3>
            {p.taskForce.name === playerName(p) ? '' : `${playerName(p)}: `}
            {p.taskForce.name} — {t(`mission.role.${p.role}`)}
            {p.taskForce.specialRules.length ? ` · ${p.taskForce.specialRules.map((r) => t(`table.specialRules.${r}`)).join(', ')}` : ''}
            {t('table.started', { count: p.taskForce.startingUnits })}
          </h3>
          {/* A table on a wide screen; on a phone each unit is a card of labelled fields (m42.css), nothing to scroll. */}
          <table className="m42-units cards-on-phone">
            <thead>
              <tr>
                <th scope="col">{t('table.unit')}</th>
                <th scope="col">{t('table.status')}</th>
                <th scope="col">{t('table.suppression')}</th>
                <th scope="col">{t('table.die')}</th>
              </tr>
            </thead>
            <tbody>
              {p.taskForce.units.map((u) => (
                <tr key={u.id}>
                  <th scope="row">
                    {u.name}
                    {u.ld !== undefined ? ` (Ld ${u.ld})` : ''}
                  </th>
                  <td data-label={t('table.status')}>
                    <select
                      aria-label={t('table.statusOf', { name: u.name })}
                      value={u.status}
                      disabled={!editable}
                      onChange={(e) => change({ kind: 'unit', player: p.id, unit: u.id, status: e.target.value as 'alive' })}
                    >
                      <option value="alive">{t('table.alive')}</option>
                      <option value="destroyed">{t('table.destroyed')}</option>
                      <option value="reserve">{t('table.reserve')}</option>
                    </select>
                  </td>
                  <td data-label={t('table.suppression')}>
                    <input
                      aria-label={t('table.markersOf', { name: u.name })}
                      type="number"
                      min={0}
                      value={u.suppression}
                      disabled={!editable}
                      onChange={(e) => change({ kind: 'unit', player: p.id, unit: u.id, suppression: Math.max(0, Number(e.target.value) || 0) })}
                    />
                  </td>
                  <td data-label={t('table.die')}>
                    <select
                      aria-label={t('table.dieOf', { name: u.name })}
                      value={u.hitCountDie ?? ''}
                      disabled={!editable}
                      onChange={(e) => change({ kind: 'unit', player: p.id, unit: u.id, hitCountDie: e.target.value ? Number(e.target.value) : null })}
                    >
                      <option value="">{t('table.none')}</option>
                      {[1, 2, 3, 4, 5, 6].map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {p.taskForce.officers.length > 0 && (
            <ul className="m42-officers">
              {p.taskForce.officers.map((o) => (
                <li key={o.id}>
                  <label className="inline">
                    {o.name} (Ld {o.ld})
                    <select
                      aria-label={t('table.statusOf', { name: o.name })}
                      value={o.status}
                      disabled={!editable}
                      onChange={(e) => change({ kind: 'officer', player: p.id, officer: o.id, status: e.target.value as 'on-table' })}
                    >
                      <option value="on-table">{t('table.onTable')}</option>
                      <option value="reserve">{t('table.reserve')}</option>
                      <option value="dead">{t('table.dead')}</option>
                    </select>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {(s.battlefield.objectives.length > 0 || s.battlefield.hostages.length > 0) && <h3>{t('table.battlefield')}</h3>}
      {s.battlefield.objectives.map((o) => (
        <label key={o.id} className="inline">
          {t('table.heldBy', { label: o.label })}
          <select
            aria-label={t('table.heldBy', { label: o.label })}
            value={o.heldBy ?? ''}
            disabled={!editable}
            onChange={(e) => change({ kind: 'objective', objective: o.id, heldBy: e.target.value || null })}
          >
            <option value="">{t('table.nobody')}</option>
            {s.players.map((p) => (
              <option key={p.id} value={p.id}>
                {playerName(p)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {s.battlefield.hostages.map((h) => (
        <label key={h.id} className="inline">
          {t('table.escorted', { label: h.label })}
          <select
            aria-label={t('table.escorted', { label: h.label })}
            value={h.escortedOffBy ?? ''}
            disabled={!editable}
            onChange={(e) => change({ kind: 'hostage', hostage: h.id, escortedOffBy: e.target.value || null })}
          >
            <option value="">{t('table.nobodyYet')}</option>
            {s.players.map((p) => (
              <option key={p.id} value={p.id}>
                {playerName(p)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </section>
  );
}
