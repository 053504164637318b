import './tournament.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import { InlineAction } from '../../components/inline-action';
import { BOARD_LIST, DuelCard } from './duel-card';
import { DigitalDuel, LiveTables, usePolling } from './digital-duel';
import { PlayersPanel } from './players-panel';
import { StandingsTable, anyPlayed } from './standings-table';
import { playerName, useTournament } from './use-tournament';
import { useApi } from '../../use-api';
import { api } from '../../api';
import { PointsByRound } from './points-chart';
import { PrizeDraw } from './prize-draw';
import { RoundsHistory } from './rounds-history';
import { useEngineText } from '../../i18n/engine-text';

interface Me {
  readonly user: { readonly username: string; readonly role: string } | null;
  readonly mode: string;
}

/** The event desk: sign-up and rosters, pairing rounds, duels (map, report, confirm, settle), coin toss and prizes. */
export function TournamentPage({ id }: { id: string }) {
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  const t = useTournament(id);
  const [painted, setPainted] = useState('');
  const me = useApi<Me>('/auth/me');
  const boards = useApi<string[]>('/maps/boards');
  const waiting = t.data?.state.rounds.some((r) => r.duels.some((d) => d.battle && !d.final)) ?? false;
  usePolling(t.reload, waiting);
  if (!t.data) return <div className="page">{t.error ?? (t.loading ? tr('desk.loading') : tr('desk.notFound'))}</div>;
  const s = t.data.state;
  const round = s.rounds[s.rounds.length - 1];
  const next = s.rounds.length + 1;
  const organiser = me.data?.user?.role === 'organiser';
  const ties = t.data.desk.ties.map((group) => group.map((p) => playerName(s, p)));
  const pairProblem = t.data.desk.pairProblem;
  const seatUser = me.data?.mode === 'local' ? null : (me.data?.user ?? null);
  const reveal = async () => {
    try {
      await api.post(`/games/${id}/reveal`, {});
    } finally {
      t.reload();
    }
  };
  return (
    <div className="page tournament">
      <h1>{s.setup.title}</h1>
      <p className="hint">
        {tr(`phase.${s.phase}`)} · <Link to={`/tournaments/${id}/standings`}>{tr('desk.standings')}</Link> ·{' '}
        <Link to={`/tournaments/${id}/pairings`}>{tr('desk.publicPage')}</Link> · <Link to={`/tournaments/${id}/sheets`}>{tr('desk.scoreSheets')}</Link> ·{' '}
        <a href={`/api/tournaments/${id}/standings.csv`} download>
          {tr('desk.csv')}
        </a>
      </p>
      {me.data?.user && (
        <p className="hint" data-me>
          {me.data.mode === 'local'
            ? tr('role.local')
            : tr(organiser ? 'desk.signedIn' : 'desk.signedInPlayer', { user: me.data.user.username, role: tr(`role.${me.data.user.role}`) })}
        </p>
      )}
      {t.error && (
        <p role="alert" className="error">
          {t.error}
        </p>
      )}
      <LiveTables tables={t.data.liveTables} />
      <datalist id={BOARD_LIST}>
        {(boards.data ?? []).map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <PlayersPanel id={id} state={s} version={t.data.tournament.version} reload={t.reload} me={me.data?.user ?? null} />
      <section className="panel" aria-labelledby="rounds">
        <h2 id="rounds">{round ? tr('desk.duelHeading', { number: round.number, category: tr(`category.${round.category}`) }) : tr('desk.duels')}</h2>
        {organiser && s.phase === 'registration' && (
          <InlineAction label={tr('desk.start')} title={tr('desk.startTitle')} busy={t.busy} ready onConfirm={() => void t.play({ type: 'startEvent' })}>
            <p className="hint">{tr('desk.startHint', { count: Object.keys(s.players).length })}</p>
          </InlineAction>
        )}
        {organiser && s.phase === 'running' && pairProblem === null && (
          <button type="button" disabled={t.busy} onClick={() => void t.play({ type: 'pairRound' })}>
            {tr('desk.pair', { number: next })}
          </button>
        )}
        {organiser && s.phase === 'running' && pairProblem !== null && (
          <p className="hint" data-pair-problem>
            {next <= t.data.rules.categories.length ? tr('desk.cannotPair', { number: next }) : tr('desk.noMoreRounds')}
            {en.tournament(pairProblem)}.
          </p>
        )}
        {round?.duels.map((d) => (
          <DuelCard key={d.id} duel={d} state={s} play={t.play} tournament={id} me={seatUser} swap={t.data!.rules.mapSwap}>
            <DigitalDuel
              id={id}
              duel={d}
              state={s}
              version={t.data!.tournament.version}
              maxGameRounds={t.data!.rules.maxGameRounds}
              me={me.data?.user ?? null}
              local={me.data?.mode === 'local'}
              reload={t.reload}
            />
          </DuelCard>
        ))}
      </section>
      <section className="panel" aria-labelledby="standings">
        <h2 id="standings">{tr('desk.standings')}</h2>
        <StandingsTable rows={t.data.standings} caption={tr('desk.standings')} played={anyPlayed(s)} />
        {organiser && s.phase === 'running' && pairProblem !== null && s.rounds.length === t.data.rules.categories.length && (
          <div className="desk-actions">
            {ties.length > 0 ? (
              <>
                <button type="button" onClick={() => void t.play({ type: 'tossCoins' })}>
                  {tr('desk.toss')}
                </button>{' '}
                <span className="hint">{tr('desk.level', { groups: ties.map((g) => g.join(' = ')).join('; ') })}</span>
              </>
            ) : (
              <span className="hint">{tr('desk.noTies')}</span>
            )}{' '}
            <InlineAction label={tr('desk.draw')} title={tr('desk.drawTitle')} busy={t.busy} ready onConfirm={() => void t.play({ type: 'drawPrizes' })}>
              <p className="hint">{tr('desk.drawHint')}</p>
            </InlineAction>
          </div>
        )}
        {s.coinTosses.length > 0 && (
          <ul aria-label={tr('desk.coinTosses')}>
            {s.coinTosses.map((c, i) => (
              <li key={i}>{tr('desk.coinToss', { order: c.order.map((p) => playerName(s, p)).join(tr('desk.aheadOf')) })}</li>
            ))}
          </ul>
        )}
        <PrizeDraw id={id} state={s} dice={t.data.dice} />
        {organiser && s.prizes && !t.data.dice.seed && (
          <InlineAction label={tr('desk.reveal')} title={tr('desk.revealTitle')} busy={t.busy} ready onConfirm={() => void reveal()}>
            <p className="hint">{tr('desk.revealHint')}</p>
          </InlineAction>
        )}
        {organiser && !t.data.dice.seed && !s.bestPainted && t.data.desk.bestPaintedProblem && (
          <p className="hint" data-best-painted-later>
            {tr('desk.bestPaintedLater', { reason: en.tournament(t.data.desk.bestPaintedProblem) })}
          </p>
        )}
        {organiser && !t.data.dice.seed && !t.data.desk.bestPaintedProblem && (
          <form
            aria-label={tr('desk.bestPainted')}
            onSubmit={(e) => {
              e.preventDefault();
              void t.play({ type: 'awardBestPainted', player: painted });
            }}
          >
            <label>
              {tr('desk.bestPainted')}
              <select value={painted} onChange={(e) => setPainted(e.target.value)}>
                <option value="" />
                {s.playerOrder.map((p) => (
                  <option key={p} value={p}>
                    {playerName(s, p)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit">{tr('desk.award')}</button>
          </form>
        )}
        {s.bestPainted && <p>{tr('desk.bestPaintedIs', { name: playerName(s, s.bestPainted.player) })}</p>}
      </section>
      <PointsByRound state={s} />
      <RoundsHistory state={s} heading={tr('desk.everyRound')} />
    </div>
  );
}
