import type { M42Command, M42State } from '@marshal/m42';

type Send = (command: M42Command) => void;

/** Between phases, record what happened at the table: losses, markers, hit-count dice, officers, objectives. */
export function M42TablePanel({ s, send, busy }: { s: M42State; send: Send; busy: boolean }) {
  const editable = !busy && !s.outcome && (s.step === 'morale' || s.step === 'done');
  const change = (c: Extract<M42Command, { type: 'updateTable' }>['changes'][number]) => send({ type: 'updateTable', changes: [c] });
  return (
    <section className="panel" aria-label="Task forces">
      <h2>Task forces</h2>
      {!editable && !s.outcome && <p className="hint">Table changes are recorded before or after a starting phase, not during one.</p>}
      {s.players.map((p) => (
        <div key={p.id} className="m42-force" aria-label={`${p.taskForce.name} (${p.id})`} role="group">
          <h3>
            {p.taskForce.name} — {p.role}
            {p.taskForce.specialRules.length ? ` · ${p.taskForce.specialRules.join(', ')}` : ''} · started with {p.taskForce.startingUnits} units
          </h3>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col">Status</th>
                  <th scope="col">Suppression</th>
                  <th scope="col">Hit-count die</th>
                </tr>
              </thead>
              <tbody>
                {p.taskForce.units.map((u) => (
                  <tr key={u.id}>
                    <th scope="row">
                      {u.name}
                      {u.ld !== undefined ? ` (Ld ${u.ld})` : ''}
                    </th>
                    <td>
                      <select
                        aria-label={`${u.name} status`}
                        value={u.status}
                        disabled={!editable}
                        onChange={(e) => change({ kind: 'unit', player: p.id, unit: u.id, status: e.target.value as 'alive' })}
                      >
                        <option value="alive">alive</option>
                        <option value="destroyed">destroyed</option>
                        <option value="reserve">in reserve</option>
                      </select>
                    </td>
                    <td>
                      <input
                        aria-label={`${u.name} suppression markers`}
                        type="number"
                        min={0}
                        value={u.suppression}
                        disabled={!editable}
                        onChange={(e) => change({ kind: 'unit', player: p.id, unit: u.id, suppression: Math.max(0, Number(e.target.value) || 0) })}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={`${u.name} hit-count die`}
                        value={u.hitCountDie ?? ''}
                        disabled={!editable}
                        onChange={(e) => change({ kind: 'unit', player: p.id, unit: u.id, hitCountDie: e.target.value ? Number(e.target.value) : null })}
                      >
                        <option value="">none</option>
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
          </div>
          {p.taskForce.officers.length > 0 && (
            <ul className="m42-officers">
              {p.taskForce.officers.map((o) => (
                <li key={o.id}>
                  <label className="inline">
                    {o.name} (Ld {o.ld})
                    <select
                      aria-label={`${o.name} status`}
                      value={o.status}
                      disabled={!editable}
                      onChange={(e) => change({ kind: 'officer', player: p.id, officer: o.id, status: e.target.value as 'on-table' })}
                    >
                      <option value="on-table">on the table</option>
                      <option value="reserve">in reserve</option>
                      <option value="dead">dead</option>
                    </select>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {(s.battlefield.objectives.length > 0 || s.battlefield.hostages.length > 0) && <h3>Battlefield</h3>}
      {s.battlefield.objectives.map((o) => (
        <label key={o.id} className="inline">
          {o.label} held by
          <select
            aria-label={`${o.label} held by`}
            value={o.heldBy ?? ''}
            disabled={!editable}
            onChange={(e) => change({ kind: 'objective', objective: o.id, heldBy: e.target.value || null })}
          >
            <option value="">nobody</option>
            {s.players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id}
              </option>
            ))}
          </select>
        </label>
      ))}
      {s.battlefield.hostages.map((h) => (
        <label key={h.id} className="inline">
          {h.label} escorted off by
          <select
            aria-label={`${h.label} escorted off by`}
            value={h.escortedOffBy ?? ''}
            disabled={!editable}
            onChange={(e) => change({ kind: 'hostage', hostage: h.id, escortedOffBy: e.target.value || null })}
          >
            <option value="">nobody yet</option>
            {s.players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id}
              </option>
            ))}
          </select>
        </label>
      ))}
    </section>
  );
}
