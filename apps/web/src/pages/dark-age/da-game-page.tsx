import './da.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import { type DaCommand, type DaEvent, type Point, describeDaEvent } from '@marshal/dark-age';
import { RulingView } from '../../components/ruling-view';
import { useFormat } from '../../i18n/format';
import { DiceEntry } from '../../components/dice-entry';
import { OfflineQueue } from '../../components/offline-queue';
import { ActionsPanel } from './actions-panel';
import { CombatPanel, DialView } from './combat-panel';
import { TableSvg } from './table-svg';
import { useDaBot } from './use-da-bot';
import { useDaGame } from './use-da-game';
import { useDaNames } from './da-names';

type Resolved = Extract<DaEvent, { type: 'artilleryResolved' }>;
type Attack = Extract<DaEvent, { type: 'attackResolved' }>;
type BreakAway = Extract<DaEvent, { type: 'breakAway' }>;

/** A short Fire for Effect game at the table: top-down view, orders for the selected unit, artillery and transports with their rulings. */
export function DaGamePage({ id }: { id: string }) {
  const { t } = useTranslation('darkAge');
  const { number } = useFormat();
  const engine = useEngineText();
  const { game, pending, message, busy, send: sendCommand, enterDice, cancelDice, offline } = useDaGame(id);
  const [selected, setSelected] = useState<string | null>(null);
  // The unit of the last command sent: a refusal starting with its name is shown with the name the page uses.
  const [commanded, setCommanded] = useState<string | null>(null);
  // A refusal is put away once another unit is selected (it was about the last one), and shown again for the next command.
  const [putAway, setPutAway] = useState(false);
  const send = (c: DaCommand) => {
    setCommanded('unit' in c ? c.unit : 'firer' in c ? c.firer : 'transport' in c ? c.transport : null);
    setPutAway(false);
    return sendCommand(c);
  };
  const select = (id: string | null) => {
    setSelected(id);
    setPutAway(true);
  };
  const [point, setPoint] = useState<Point | null>(null);
  const names = useDaNames(game.data?.state ?? null);
  useDaBot(game.data?.state ?? null, game.data?.game.version ?? null, game.data?.header.ruleset ?? [], !busy && !pending && !message, send);
  if (game.error)
    return (
      <div className="page">
        <p className="error-message" role="alert">
          {game.error.message}
        </p>
      </div>
    );
  if (!game.data)
    return (
      <div className="page">
        <p>{t('game.loading')}</p>
      </div>
    );
  const s = game.data.state;
  const events = game.data.entries.flatMap((e) => e.events);
  const lastResolution = ([...events].reverse().find((e) => e.type === 'artilleryResolved') as Resolved | undefined) ?? null;
  return (
    <div className="page da-game">
      <h1>{s.title}</h1>
      <p className="lede">
        {t('game.size', { width: number(s.battlefield.width), height: number(s.battlefield.height) })} ·
        {s.botPlayer ? ` ${t('game.bot', { player: s.botPlayer })} ·` : ''} {t(game.data.dice === 'physical' ? 'game.dicePhysical' : 'game.diceSeeded')} ·{' '}
        <a href={`/api/games/${id}/record`}>{t('game.record')}</a>
      </p>
      <OfflineQueue offline={offline} />
      {pending && <DiceEntry need={pending.need} onEnter={enterDice} onCancel={cancelDice} />}
      <div className="da-layout">
        <div>
          <TableSvg s={s} selected={selected} onSelect={select} onPoint={setPoint} lastResolution={lastResolution} point={point} />
          <label>
            {t('game.unit')}
            <select aria-label={t('game.selectUnit')} value={selected ?? ''} onChange={(e) => select(e.target.value || null)}>
              <option value="">{t('game.none')}</option>
              {s.units
                .filter((u) => u.status !== 'eliminated')
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {names.name(u.id)} ({u.controller}){u.aboard ? t('game.aboard', { id: names.name(u.aboard) }) : ''}
                  </option>
                ))}
            </select>
          </label>
        </div>
        <div>
          {message && !putAway && <Refusal text={engine.reason(names.about(message, [commanded]))} />}
          <CombatPanel s={s} u={s.units.find((u) => u.id === selected) ?? null} send={send} busy={busy || !!pending || !!s.outcome} />
          <ActionsPanel s={s} selected={selected} point={point} setPoint={setPoint} send={send} busy={busy || !!pending || !!s.outcome} />
        </div>
      </div>
      {selected && s.units.some((u) => u.id === selected) && <DialView u={s.units.find((u) => u.id === selected)!} name={names.name(selected)} />}
      <section className="panel" aria-label={t('game.log')}>
        <h2>{t('game.log')}</h2>
        <ol className="history da-log" reversed>
          {[...game.data.entries].reverse().map((e) => (
            <li key={e.seq}>
              {e.events.flatMap((ev, i) =>
                describeDaEvent(ev, { rulings: false, ...names.describe }).map((line, j) => (
                  <div key={`${i}-${j}`} className={j ? 'hint' : ''}>
                    {engine.fireForEffect(line)}
                  </div>
                )),
              )}
              {e.events
                .filter((ev): ev is Resolved => ev.type === 'artilleryResolved')
                .flatMap((ev) =>
                  ev.markers.map((m) => (
                    // The recorded label names the marker by its id; the reader sees its number and turn.
                    <RulingView
                      key={m.marker}
                      ruling={m.ruling.label === `Artillery marker ${m.marker}` ? { ...m.ruling, label: `Artillery marker ${names.name(m.marker)}` } : m.ruling}
                    />
                  )),
                )}
              {e.events
                .filter((ev): ev is Attack => ev.type === 'attackResolved')
                .flatMap((ev) => ev.results.map((r) => <RulingView key={r.target} ruling={r.ruling} />))}
              {e.events
                .filter((ev): ev is BreakAway => ev.type === 'breakAway' && ev.ruling !== null)
                .map((ev) => (
                  <RulingView key={ev.unit} ruling={ev.ruling!} />
                ))}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Why the last command was refused, beside the orders and scrolled into view: the button pressed may be far down a phone's page. */
function Refusal({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Braces: a newer browser's scrollIntoView returns a promise, and an effect may return only its clean-up.
    void ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  return (
    <p ref={ref} className="error-message" role="alert">
      {text}
    </p>
  );
}
