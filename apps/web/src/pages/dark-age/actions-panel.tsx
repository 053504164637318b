import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useDaNames } from './da-names';

type Send = (c: DaCommand) => Promise<boolean>;

/** A point typed as x and y; it is sent on only when both read as numbers (an empty or bad field is marked, never read as 0). */
const read = (t: string) => readNumber(t, { min: -1000, max: 1000 });

function PointInputs({ label, value, onChange }: { label: string; value: Point | null; onChange: (p: Point) => void }) {
  const { t } = useTranslation('darkAge');
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
        {t('actions.x', { label })}
        <input inputMode="decimal" value={x} aria-invalid={invalid(x)} onChange={(e) => change(e.target.value, y)} />
      </label>
      <label>
        {t('actions.y', { label })}
        <input inputMode="decimal" value={y} aria-invalid={invalid(y)} onChange={(e) => change(x, e.target.value)} />
      </label>
    </>
  );
}

/** Damage dealt at the table turns the dial; asked in the page first, saying what it will do (salvage, elimination). */
function DamageAction({ u, name, send, busy }: { u: DaUnit; name: string; send: Send; busy: boolean }) {
  const { t } = useTranslation('darkAge');
  const [text, setText] = useState('1');
  const clicks = readNumber(text, { min: 1, max: 20, integer: true });
  const outcome = typeof clicks === 'number' ? damageDial(u, clicks, 'damage at the table') : null;
  return (
    <InlineAction
      label={t('actions.damageLabel', { id: name })}
      title={t('actions.damageTitle', { name })}
      busy={busy}
      ready={outcome !== null}
      onConfirm={() => typeof clicks === 'number' && void send({ type: 'damage', unit: u.id, clicks, reason: 'damage at the table' })}
    >
      <label>
        {t('actions.clicks')}
        <input inputMode="numeric" value={text} aria-invalid={outcome ? undefined : true} onChange={(e) => setText(e.target.value)} />
      </label>
      {typeof clicks === 'string' && <p className="error-message">{t('actions.clicksProblem', { name, problem: clicks })}</p>}
      {outcome && (
        <p className="hint">
          {outcome.status === 'eliminated'
            ? t(isTransport(u) ? 'actions.eliminatesCarrier' : 'actions.eliminates', { id: name })
            : t(outcome.status === 'salvage' && u.status !== 'salvage' ? 'actions.turnsSalvage' : 'actions.turns', {
                from: outcome.from + 1,
                to: outcome.to + 1,
                count: u.dial.length,
              })}
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
  const { t } = useTranslation('darkAge');
  const [picked, setPicked] = useState<string[]>([]);
  const [formation, setFormation] = useState<string[]>([]);
  const names = useDaNames(s);
  const u = s.units.find((x) => x.id === selected) ?? null;
  // Other artillery of the same side that could fire with the selected one (the rules check the rest when it is placed).
  const mates = u
    ? s.units.filter(
        (o) => o.id !== u.id && o.controller === u.controller && o.status === 'active' && o.aboard === null && o.position !== null && isArtillery(o),
      )
    : [];
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
  // Why the selected unit cannot be given an order now (the rules' own checks, said before a button is pressed), or null.
  const cannot = !u
    ? null
    : u.aboard
      ? t('actions.whyAboard', { unit: names.name(u.id), transport: names.name(u.aboard) })
      : u.controller !== s.currentPlayer || u.captiveOf !== null
        ? t('actions.whyNotYours', { unit: names.name(u.id), player: s.currentPlayer })
        : u.ordered
          ? t('actions.whyOrdered', { unit: names.name(u.id) })
          : u.status === 'salvage'
            ? t('actions.whySalvage', { unit: names.name(u.id) })
            : null;
  const why = (own: string | null) => (cannot ? 'da-cannot-order' : (own ?? undefined));
  // Whether a box is ticked for each transport button; a button that cannot be pressed says why beneath.
  const boarding = picked.some((id) => candidates.some((c) => c.id === id));
  const leaving = picked.some((id) => aboard.some((c) => c.id === id));
  return (
    <section className="panel da-actions" aria-label={t('actions.orders')}>
      <h2>{t('actions.turn', { turn: s.turn, player: s.currentPlayer })}</h2>
      {pending && (
        <fieldset>
          <legend>{t('actions.getOff', { transport: names.name(pending.transport), reason: t(`getOffReasons.${pending.reason}`) })}</legend>
          <p className="hint">{t('actions.getOffHint')}</p>
          {s.units
            .filter((p) => p.aboard === pending.transport && p.status !== 'eliminated')
            .map((p) => (
              <label key={p.id} className="inline">
                <input type="checkbox" checked={picked.includes(p.id)} onChange={() => toggle(p.id)} />{' '}
                {picked.includes(p.id) ? `${picked.indexOf(p.id) + 1}. ` : ''}
                {names.name(p.id)}
              </label>
            ))}
          <InlineAction
            label={t('actions.putOff')}
            title={t('actions.putOffTitle', { transport: names.name(pending.transport) })}
            busy={busy}
            ready
            onConfirm={() => void send({ type: 'forcedDisembark', transport: pending.transport, order: picked })}
          >
            <p className="hint">
              {picked.length ? t('actions.gettingOff', { list: picked.map(names.name).join(', ') }) : t('actions.noOrder')} {t('actions.putOffWarning')}
            </p>
          </InlineAction>
        </fieldset>
      )}
      {due.map((f) => (
        <button key={f} type="button" className="primary" disabled={busy} onClick={() => void send({ type: 'resolveArtillery', firer: f })}>
          {t('actions.resolve', { firer: names.name(f) })}
        </button>
      ))}
      {!u && <p className="hint">{t('actions.selectHint')}</p>}
      {u && (
        <>
          <p>
            <strong>{names.name(u.id)}</strong> ({u.controller}
            {u.faction === u.controller ? '' : `, ${u.faction ?? t('actions.mercenary')}`}) —{' '}
            {t('actions.stats', {
              click: u.click + 1,
              count: u.dial.length,
              speed: currentClick(u).speed,
              attack: currentClick(u).attack,
              defense: currentClick(u).defense,
              damage: currentClick(u).damage,
              min: currentClick(u).minRange,
              max: currentClick(u).maxRange,
            })}
            {currentClick(u).artilleryRange !== undefined ? ` [${currentClick(u).artilleryRange}]` : ''}
            {u.capacity ? `, ${t('actions.capacity', { capacity: u.capacity })}` : ''}
            {u.status !== 'active' ? ` — ${t(`status.${u.status}`)}` : ''}
            {u.ordered ? ` — ${t('actions.ordered')}` : ''}
          </p>
          <fieldset>
            <legend>{t('actions.point')}</legend>
            <div className="row2">
              <PointInputs label={t('actions.point')} value={point} onChange={setPoint} />
              <button
                type="button"
                disabled={busy || !point || !!cannot}
                aria-describedby={why(point ? null : 'da-needs-point')}
                onClick={() => point && void send({ type: 'move', unit: u.id, to: point })}
              >
                {t('actions.moveHere')}
              </button>
              {isArtillery(u) && (
                <>
                  {mates.length > 0 && (
                    <fieldset>
                      <legend>{t('actions.formation')}</legend>
                      {mates.map((m) => (
                        <label key={m.id} className="inline">
                          <input
                            type="checkbox"
                            checked={formation.includes(m.id)}
                            onChange={() => setFormation(formation.includes(m.id) ? formation.filter((x) => x !== m.id) : [...formation, m.id])}
                          />{' '}
                          {names.name(m.id)}
                        </label>
                      ))}
                    </fieldset>
                  )}
                  <button
                    type="button"
                    disabled={busy || !point || !!cannot}
                    aria-describedby={why(point ? null : 'da-needs-point')}
                    onClick={() =>
                      point &&
                      void send({
                        type: 'placeArtillery',
                        firer: u.id,
                        targets: [point],
                        formation: formation.filter((id) => mates.some((m) => m.id === id)),
                      })
                    }
                  >
                    {t('actions.placeMarker')}
                  </button>
                </>
              )}
            </div>
            {cannot && (
              <p className="hint" id="da-cannot-order">
                {cannot}
              </p>
            )}
            {!point && !cannot && (
              <p className="hint" id="da-needs-point">
                {t(isArtillery(u) ? 'actions.needsPointArtillery' : 'actions.needsPoint')}
              </p>
            )}
          </fieldset>
          {isTransport(u) && (
            <fieldset>
              <legend>{t('actions.transport')}</legend>
              {candidates.map((c) => (
                <label key={c.id} className="inline">
                  <input type="checkbox" checked={picked.includes(c.id)} onChange={() => toggle(c.id)} /> {t('actions.boardOne', { id: names.name(c.id) })}
                </label>
              ))}
              {aboard.map((c) => (
                <label key={c.id} className="inline">
                  <input type="checkbox" checked={picked.includes(c.id)} onChange={() => toggle(c.id)} /> {t('actions.disembarkOne', { id: names.name(c.id) })}
                </label>
              ))}
              <div className="row2">
                <button
                  type="button"
                  disabled={busy || !boarding || !!cannot}
                  aria-describedby={why(boarding ? null : 'da-board-why')}
                  onClick={() =>
                    void send({ type: 'board', transport: u.id, passengers: picked.filter((id) => candidates.some((c) => c.id === id)) }).then(
                      (ok) => ok && setPicked([]),
                    )
                  }
                >
                  {t('actions.board')}
                </button>
                <button
                  type="button"
                  disabled={busy || !leaving || !!cannot}
                  aria-describedby={why(leaving ? null : 'da-disembark-why')}
                  onClick={() =>
                    void send({
                      type: 'disembark',
                      transport: u.id,
                      passengers: picked.filter((id) => aboard.some((c) => c.id === id)).map((id) => ({ unit: id })),
                    }).then((ok) => ok && setPicked([]))
                  }
                >
                  {t('actions.disembark')}
                </button>
              </div>
              {!boarding && !cannot && (
                <p className="hint" id="da-board-why">
                  {candidates.length ? t('actions.boardWhy', { transport: names.name(u.id) }) : t('actions.boardNone', { transport: names.name(u.id) })}
                </p>
              )}
              {!leaving && !cannot && (
                <p className="hint" id="da-disembark-why">
                  {aboard.length ? t('actions.disembarkWhy') : t('actions.disembarkNone', { transport: names.name(u.id) })}
                </p>
              )}
            </fieldset>
          )}
          <DamageAction u={u} name={names.name(u.id)} send={send} busy={busy} />
        </>
      )}
      <button type="button" disabled={busy} onClick={() => void send({ type: 'endTurn' })}>
        {t('actions.endTurn')}
      </button>
    </section>
  );
}
