import './battle.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import { type BattleState, type CombatRules, enemiesOf, fireOptions } from '@marshal/battletech';
import { DiceEntry } from '../../components/dice-entry';
import { RulingView } from '../../components/ruling-view';
import { api } from '../../api';
import { Link, useLocation } from '../../router';
import { CampaignLink } from './campaign-link';
import { BattleBoard } from './battle-board';
import { BattleLog } from './battle-log';
import { type Preview, hiddenPhase, rulesFor, shownState, sideName, waitingSides, withPreview } from './battle-model';
import { Curtain, PhaseActions } from './phase-actions';
import { RecordSheets } from './record-sheet';
import { SeatsPanel } from './seats-panel';
import { heldSeats } from './seats';
import { useBattle } from './use-battle';
import { useAccount } from '../../account';
import { SignInNeeded } from '../../components/sign-in-needed';
import { useHotSeat } from './hot-seat';
import { heatAfterLastPhase, sheetHeat } from './heat-now';

/** Play a battle: board, record sheets, the phase and who is waited for, order and attack entry, the log. */

function useCountdown(deadline: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [deadline]);
  return deadline ? Math.max(0, Math.round((Date.parse(deadline) - now) / 1000)) : null;
}

/**
 * The sides a person is waited for, and the bot's sides still to answer: the server plays the bot's secret choice
 * right after the person's (its view never holds the person's), so "waiting for Side A and Side B" would wrongly ask
 * the person to wait for the bot.
 */
export function splitWaiting(waiting: readonly string[], botSides: readonly string[]): { people: string[]; bots: string[] } {
  return { people: waiting.filter((s) => !botSides.includes(s)), bots: waiting.filter((s) => botSides.includes(s)) };
}

function PhaseBanner({ state, waiting, botSides, countdown }: { state: BattleState; waiting: string[]; botSides: string[]; countdown: number | null }) {
  const { t: tr } = useTranslation('battle');
  const { people, bots } = splitWaiting(waiting, botSides);
  const names = (sides: readonly string[]) => sides.map((s) => sideName(state, s)).join(tr('page.and'));
  const phase = state.phase === 'movement' && state.movementMode === 'simultaneous' ? tr('page.written') : tr(`phase.${state.phase}`);
  return (
    <p className="phase-banner" role="status" data-phase={state.phase}>
      {state.phase === 'over' ? (
        tr('page.over')
      ) : (
        <>
          {tr('page.round', { round: state.round })}
          {state.roundLimit ? tr('page.of', { limit: state.roundLimit }) : ''} · <strong>{phase}</strong> ·{' '}
          {people.length
            ? tr('page.waitingFor', { sides: names(people) }) + (bots.length ? tr('page.botAfter', { sides: names(bots) }) : '')
            : bots.length
              ? tr('page.waitingForBot', { sides: names(bots) })
              : tr('page.ready')}
        </>
      )}
      {countdown !== null && state.phase !== 'over' && (
        <span className="countdown"> · {tr('page.left', { time: `${Math.floor(countdown / 60)}:${String(countdown % 60).padStart(2, '0')}` })}</span>
      )}
    </p>
  );
}

function TargetPreview({
  state,
  unit,
  preview,
  target,
  setTarget,
  rules,
}: {
  state: BattleState;
  unit: string;
  preview: Preview | null;
  target: string | null;
  setTarget: (t: string) => void;
  rules: CombatRules;
}) {
  const { t: tr } = useTranslation('battle');
  const foes = enemiesOf(state, unit);
  const t = target && foes.includes(target) ? target : foes[0];
  if (!t) return null;
  const from = preview ? withPreview(state, unit, preview) : state;
  const options = fireOptions(from, unit, t, rules);
  return (
    <section className="panel target-preview" aria-label={tr('page.preview')}>
      <h2>{preview?.result ? tr('page.fromEnd', { hex: preview.result.end.hex }) : tr('page.fromHere')}</h2>
      <label>
        <span>{tr('page.targetOf', { name: state.units[unit]!.name })}</span>
        <select value={t} onChange={(e) => setTarget(e.target.value)} aria-label={tr('page.previewTarget')}>
          {foes.map((f) => (
            <option key={f} value={f}>
              {state.units[f]!.name}
            </option>
          ))}
        </select>
      </label>
      {options.length ? options.map((o) => <RulingView key={o.weapon} ruling={o.toHit} />) : <p className="hint">{tr('page.noWeapon')}</p>}
    </section>
  );
}

function Outcome({ state, id, seeded, closed, reload }: { state: BattleState; id: string; seeded: boolean; closed: boolean; reload: () => void }) {
  const { t: tr } = useTranslation('battle');
  const [error, setError] = useState<string | null>(null);
  const o = state.outcome;
  if (!o) return null;
  const reveal = () => api.post(`/games/${id}/reveal`, {}).then(reload, (e: Error) => setError(e.message));
  return (
    <section className="panel outcome" aria-label={tr('page.outcome')}>
      <h2>{o.result === 'victory' ? tr('page.wins', { side: sideName(state, o.winner!) }) : o.result === 'draw' ? tr('page.draw') : tr('page.mutual')}</h2>
      <p data-testid="outcome">
        {o.reason} {tr('page.roundNo', { round: o.round })}{' '}
        {state.sides.map((s) => `${s.name}: ${o.crippled[s.id] ? tr('page.crippled') : tr('page.fit')}`).join(' · ')}
      </p>
      <p>
        <Link to={`/battles/${id}/replay`}>{tr('page.replay')}</Link>
      </p>
      {seeded && !closed && (
        <p>
          <button type="button" className="secondary" onClick={() => void reveal()}>
            {tr('page.reveal')}
          </button>{' '}
          <span className="hint">{tr('page.revealHint')}</span>
        </p>
      )}
      {seeded && closed && <p className="hint">{tr('page.revealed')}</p>}
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export function BattlePage({ id }: { id: string }) {
  const { t: tr } = useTranslation('battle');
  const engine = useEngineText();
  const b = useBattle(id);
  const { search } = useLocation();
  const [focus, setFocus] = useState<{ unit: string; preview: Preview } | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const countdown = useCountdown(b.data?.deadline);
  const wanted = search.get('seat');
  const { claim } = b;
  const me = useAccount();
  // On a server with accounts a seat is taken by an account: a person sent the join link signs in first.
  const signedOut = me?.mode === 'shared' && !me.signedIn;
  const loaded = b.data !== null; // the sides' names are known, for a refusal that names the seat
  useEffect(() => {
    if (wanted && me && loaded && !signedOut && !heldSeats(id).sides.includes(wanted)) void claim(wanted);
  }, [id, wanted, claim, me, loaded, signedOut]);
  const onFocus = useCallback((unit: string, preview: Preview) => setFocus({ unit, preview }), []);
  const onTarget = useCallback((unit: string, t: string) => {
    setFocus((f) => (f?.unit === unit ? f : { unit, preview: { result: null, error: null } }));
    setTarget(t);
  }, []);
  const raw = b.data?.state ?? null;
  const mySides = b.seats.sides;
  const waiting = raw ? waitingSides(raw) : [];
  const botSides = useMemo(() => (b.seatList ?? []).filter((x) => x.bot).map((x) => x.seat), [b.seatList]);
  const mine = waiting.filter((s) => mySides.includes(s));
  const hotSeat = mySides.length > 1;
  const ruleset = b.data?.header.ruleset;
  const liveRules = useMemo(() => (ruleset ? rulesFor(ruleset) : null), [ruleset]);
  // Against the bot this browser plays the one side a person plays; the bot answers for the rest.
  const soloAgainstBot = !hotSeat && botSides.length > 0 && mySides.length === 1 && !botSides.includes(mySides[0]!);
  const { active, curtain, onReady, passed, passing, passingSide } = useHotSeat(raw, mine, hotSeat, liveRules, b.send, soloAgainstBot);
  const state = useMemo(() => (raw ? shownState(raw, mySides, curtain ? '' : active) : null), [raw, mySides, curtain, active]);
  const entries = b.data?.entries;
  const settled = useMemo(() => heatAfterLastPhase((entries ?? []).flatMap((entry) => entry.events)), [entries]);
  const heat = useMemo(() => (state ? sheetHeat(state, settled) : undefined), [state, settled]);
  if (b.error)
    return (
      <div className="page">
        <h1>{tr('page.title')}</h1>
        <p className="error-message" role="alert">
          {b.error.message}
        </p>
        <SignInNeeded error={b.error} />
      </div>
    );
  if (!b.data || !state)
    return (
      <div className="page">
        <h1>{tr('page.title')}</h1>
        <p>{tr('page.loading')}</p>
      </div>
    );
  const rules = liveRules ?? rulesFor(b.data.header.ruleset);
  // A side passing with nothing to decide shows no panel: its "no attack" is on its way.
  const acting = active ? (curtain || passing ? [] : [active]) : mine.filter((s) => s !== passingSide);
  const focusUnit = focus && state.units[focus.unit] && !curtain ? focus.unit : null;
  return (
    <div className="page battle-page" data-version={b.data.game.version}>
      <h1>{state.title}</h1>
      <CampaignLink header={b.data.header} />
      <PhaseBanner state={state} waiting={waiting} botSides={botSides} countdown={countdown} />
      <SeatsPanel id={id} state={state} seats={b.seats} seatList={b.seatList} claim={b.claim} release={b.release} copy={b.copy} signedOut={signedOut} />
      {b.message && (
        <p className="error-message" role="alert">
          {engine.reason(b.message)}
        </p>
      )}
      {b.pending && <DiceEntry need={b.pending.need} onEnter={(f) => void b.enterDice(f)} onCancel={b.cancelDice} />}
      {curtain && active && <Curtain state={state} side={active} onReady={onReady} />}
      {passed && (
        <p className="hint" role="status">
          {tr(hotSeat ? 'page.passed' : 'page.passedAlone', { side: sideName(state, passed) })}
        </p>
      )}
      <Outcome state={state} id={id} seeded={b.data.dice === 'seeded'} closed={!!b.data.closed} reload={() => void b.reload()} />
      {mySides.length > 0 && state.phase !== 'over' && (
        <PhaseActions state={state} acting={acting} waiting={curtain ? [] : waiting} rules={rules} battle={b} onFocus={onFocus} onTarget={onTarget} />
      )}
      <div className="battle-layout">
        <BattleBoard
          state={state}
          preview={state.phase === 'movement' && focusUnit ? focus!.preview : null}
          from={focusUnit}
          target={focusUnit ? target : null}
        />
        <div className="battle-side">
          {focusUnit && state.phase === 'movement' && (
            <TargetPreview state={state} unit={focusUnit} preview={focus!.preview} target={target} setTarget={setTarget} rules={rules} />
          )}
          <RecordSheets state={state} setup={b.data.header.setup} focus={focusUnit} heat={heat} />
        </div>
      </div>
      <BattleLog
        state={state}
        entries={b.data.entries}
        mySides={state.phase === 'over' ? null : active && !curtain ? [active] : hotSeat && hiddenPhase(state) ? [] : mySides}
      />
    </div>
  );
}
