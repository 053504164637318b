import { useEffect, useState } from 'react';
import {
  type DaCommand,
  type DaState,
  type DaUnit,
  type Point,
  baseRules,
  currentClick,
  damageDial,
  isArtillery,
  isTransport,
  passengerSize,
  readNumber,
} from '@marshal/dark-age';
import { InlineAction } from '../../components/inline-action';

type Send = (c: DaCommand) => Promise<boolean>;

/** A point typed as x and y; it is sent on only when both read as numbers (an empty or bad field is marked, never read as 0). */
const read = (t: string) => readNumber(t, { min: -1000, max: 1000 });

function PointInputs({ label, value, onChange }: { label: string; value: Point | null; onChange: (p: Point) => void }) {
  const [x, setX] = useState(value ? String(value.x) : '');
  const [y, setY] = useState(value ? String(value.y) : '');
  useEffect(() => {
    if (!value) return;
    setX((cur) => (read(cur) === value.x ? cur : String(value.x)));
    setY((cur) => (read(cur) === value.y ? cur : String(value.y)));
  }, [value]);
  function change(nx: string, ny: string) {
    setX(nx);
    setY(ny);
    const [px, py] = [read(nx), read(ny)];
    if (typeof px === 'number' && typeof py === 'number') onChange({ x: px, y: py });
  }
  const invalid = (t: string) => (t.trim() !== '' && typeof read(t) === 'string' ? true : undefined);
  return (
    <>
      <label>
        {label} x (″)
        <input inputMode="decimal" value={x} aria-invalid={invalid(x)} onChange={(e) => change(e.target.value, y)} />
      </label>
      <label>
        {label} y (″)
        <input inputMode="decimal" value={y} aria-invalid={invalid(y)} onChange={(e) => change(x, e.target.value)} />
      </label>
    </>
  );
}

/** Damage dealt at the table turns the dial; asked in the page first, saying what it will do (salvage, elimination). */
function DamageAction({ u, send, busy }: { u: DaUnit; send: Send; busy: boolean }) {
  const [text, setText] = useState('1');
  const clicks = readNumber(text, { min: 1, max: 20, integer: true });
  const outcome = typeof clicks === 'number' ? damageDial(u, clicks, 'damage at the table') : null;
  return (
    <InlineAction
      label={`Apply damage to ${u.id}…`}
      title={`Damage to ${u.name} (${u.id})`}
      busy={busy}
      ready={outcome !== null}
      onConfirm={() => typeof clicks === 'number' && void send({ type: 'damage', unit: u.id, clicks, reason: 'damage at the table' })}
    >
      <label>
        Clicks of damage
        <input inputMode="numeric" value={text} aria-invalid={outcome ? undefined : true} onChange={(e) => setText(e.target.value)} />
      </label>
      {typeof clicks === 'string' && <p className="error-message">{`${u.name} (${u.id}): Clicks of damage: ${clicks}`}</p>}
      {outcome && (
        <p className="hint">
          {outcome.status === 'eliminated'
            ? `This eliminates ${u.id}${isTransport(u) ? ' and any passengers aboard' : ''}; it cannot be undone.`
            : `The dial turns from click ${outcome.from + 1} to click ${outcome.to + 1} of ${u.dial.length}${outcome.status === 'salvage' && u.status !== 'salvage' ? ' and the unit becomes salvage' : ''}; it cannot be undone.`}
        </p>
      )}
    </InlineAction>
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
  const u = s.units.find((x) => x.id === selected) ?? null;
  const due = [...new Set(s.markers.filter((m) => m.owner === s.currentPlayer && m.placedTurn < s.turn).map((m) => m.firer))];
  const toggle = (id: string) => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
  const pending = s.pendingDisembark;
  const candidates =
    u && isTransport(u) && u.status === 'active'
      ? s.units.filter(
          (o) =>
            o.id !== u.id &&
            o.controller === u.controller &&
            o.aboard === null &&
            o.position !== null &&
            o.status === 'active' &&
            o.captiveOf === null &&
            passengerSize(o, baseRules) !== null,
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
          <InlineAction
            label="Put passengers off…"
            title={`Put the passengers off ${pending.transport}`}
            busy={busy}
            ready
            onConfirm={() => void send({ type: 'forcedDisembark', transport: pending.transport, order: picked })}
          >
            <p className="hint">
              {picked.length
                ? `Getting off first: ${picked.join(', ')}; any others after them. `
                : 'No order ticked: passengers get off in the order they are aboard. '}
              Passengers that cannot be placed in base contact with the rear arc are eliminated; this cannot be undone.
            </p>
          </InlineAction>
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
            {u.faction === null ? ', mercenary' : `, ${u.faction}`}) — click {u.click + 1} of {u.dial.length}: speed {currentClick(u).speed}, attack{' '}
            {currentClick(u).attack}, defense {currentClick(u).defense}, damage {currentClick(u).damage}, range {currentClick(u).minRange}–
            {currentClick(u).maxRange}
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
          <DamageAction u={u} send={send} busy={busy} />
        </>
      )}
      <button type="button" disabled={busy} onClick={() => void send({ type: 'endTurn' })}>
        End turn
      </button>
    </section>
  );
}
