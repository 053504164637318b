import { useState } from 'react';
import { type DaCommand, type DaState, type Point, currentClick, isArtillery, isTransport } from '@marshal/dark-age';

type Send = (c: DaCommand) => Promise<boolean>;

function PointInputs({ label, value, onChange }: { label: string; value: Point | null; onChange: (p: Point) => void }) {
  return (
    <>
      <label>
        {label} x (″)
        <input type="number" step="0.1" value={value?.x ?? ''} onChange={(e) => onChange({ x: Number(e.target.value), y: value?.y ?? 0 })} />
      </label>
      <label>
        {label} y (″)
        <input type="number" step="0.1" value={value?.y ?? ''} onChange={(e) => onChange({ x: value?.x ?? 0, y: Number(e.target.value) })} />
      </label>
    </>
  );
}

/** What the selected unit can be ordered to do, plus the turn-level actions (resolve artillery, forced disembark, end turn). */
export function ActionsPanel({
  s,
  selected,
  point,
  setPoint,
  send,
  busy,
}: {
  s: DaState;
  selected: string | null;
  point: Point | null;
  setPoint: (p: Point) => void;
  send: Send;
  busy: boolean;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const [formation, setFormation] = useState('');
  const [clicks, setClicks] = useState(1);
  const u = s.units.find((x) => x.id === selected) ?? null;
  const due = [...new Set(s.markers.filter((m) => m.owner === s.currentPlayer && m.placedTurn < s.turn).map((m) => m.firer))];
  const toggle = (id: string) => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
  const pending = s.pendingDisembark;
  const candidates =
    u && isTransport(u)
      ? s.units.filter(
          (o) => o.id !== u.id && o.controller === u.controller && o.aboard === null && o.position !== null && o.status === 'active' && o.captiveOf === null,
        )
      : [];
  const aboard = u ? s.units.filter((o) => o.aboard === u.id && o.status !== 'eliminated') : [];
  return (
    <section className="panel da-actions" aria-label="Orders">
      <h2>
        Turn {s.turn}: {s.currentPlayer} to play
      </h2>
      {pending && (
        <fieldset>
          <legend>
            Passengers must get off {pending.transport} ({pending.reason})
          </legend>
          <p className="hint">Tick passengers in the order they should get off; any left without room are eliminated, the last first.</p>
          {s.units
            .filter((p) => p.aboard === pending.transport && p.status !== 'eliminated')
            .map((p) => (
              <label key={p.id} className="inline">
                <input type="checkbox" checked={picked.includes(p.id)} onChange={() => toggle(p.id)} />{' '}
                {picked.includes(p.id) ? `${picked.indexOf(p.id) + 1}. ` : ''}
                {p.id}
              </label>
            ))}
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void send({ type: 'forcedDisembark', transport: pending.transport, order: picked })}
          >
            Put passengers off
          </button>
        </fieldset>
      )}
      {due.map((f) => (
        <button key={f} type="button" className="primary" disabled={busy} onClick={() => void send({ type: 'resolveArtillery', firer: f })}>
          Resolve artillery of {f}
        </button>
      ))}
      {!u && <p className="hint">Select a unit on the table (or in the list) to give it an order. Clicking empty table sets the point below.</p>}
      {u && (
        <>
          <p>
            <strong>{u.name}</strong> ({u.id}, {u.controller}
            {u.faction === null ? ', mercenary' : `, ${u.faction}`}) — click {u.click}: speed {currentClick(u).speed}, attack {currentClick(u).attack}, defense{' '}
            {currentClick(u).defense}, damage {currentClick(u).damage}, range {currentClick(u).minRange}–{currentClick(u).maxRange}
            {currentClick(u).artilleryRange !== undefined ? ` [${currentClick(u).artilleryRange}]` : ''}
            {u.capacity ? `, capacity ${u.capacity}` : ''}
            {u.status !== 'active' ? ` — ${u.status}` : ''}
            {u.ordered ? ' — ordered this turn' : ''}
          </p>
          <fieldset>
            <legend>Point</legend>
            <div className="row2">
              <PointInputs label="Point" value={point} onChange={setPoint} />
              <button type="button" disabled={busy || !point} onClick={() => point && void send({ type: 'move', unit: u.id, to: point })}>
                Move here
              </button>
              {isArtillery(u) && (
                <>
                  <label>
                    Formation (other ids)
                    <input value={formation} onChange={(e) => setFormation(e.target.value)} placeholder="e.g. g2" />
                  </label>
                  <button
                    type="button"
                    disabled={busy || !point}
                    onClick={() =>
                      point &&
                      void send({
                        type: 'placeArtillery',
                        firer: u.id,
                        targets: [point],
                        formation: formation
                          .split(',')
                          .map((x) => x.trim())
                          .filter(Boolean),
                      })
                    }
                  >
                    Place artillery marker
                  </button>
                </>
              )}
            </div>
          </fieldset>
          {isTransport(u) && (
            <fieldset>
              <legend>Transport</legend>
              {candidates.map((c) => (
                <label key={c.id} className="inline">
                  <input type="checkbox" checked={picked.includes(c.id)} onChange={() => toggle(c.id)} /> board {c.id}
                </label>
              ))}
              {aboard.map((c) => (
                <label key={c.id} className="inline">
                  <input type="checkbox" checked={picked.includes(c.id)} onChange={() => toggle(c.id)} /> disembark {c.id}
                </label>
              ))}
              <div className="row2">
                <button
                  type="button"
                  disabled={busy || !picked.some((id) => candidates.some((c) => c.id === id))}
                  onClick={() =>
                    void send({ type: 'board', transport: u.id, passengers: picked.filter((id) => candidates.some((c) => c.id === id)) }).then(
                      (ok) => ok && setPicked([]),
                    )
                  }
                >
                  Board
                </button>
                <button
                  type="button"
                  disabled={busy || !picked.some((id) => aboard.some((c) => c.id === id))}
                  onClick={() =>
                    void send({
                      type: 'disembark',
                      transport: u.id,
                      passengers: picked.filter((id) => aboard.some((c) => c.id === id)).map((id) => ({ unit: id })),
                    }).then((ok) => ok && setPicked([]))
                  }
                >
                  Disembark
                </button>
              </div>
            </fieldset>
          )}
          <fieldset>
            <legend>Damage from the base game</legend>
            <div className="row2">
              <label>
                Clicks
                <input type="number" min={1} value={clicks} onChange={(e) => setClicks(Math.max(1, Number(e.target.value) || 1))} />
              </label>
              <button type="button" disabled={busy} onClick={() => void send({ type: 'damage', unit: u.id, clicks, reason: 'damage at the table' })}>
                Apply damage
              </button>
            </div>
          </fieldset>
        </>
      )}
      <button type="button" disabled={busy} onClick={() => void send({ type: 'endTurn' })}>
        End turn
      </button>
    </section>
  );
}
