import './tournament.css';
import { useState } from 'react';
import { categoryById } from '@marshal/tournament';
import { Link } from '../../router';
import { InlineAction } from '../../components/inline-action';
import { BOARD_LIST, DuelCard } from './duel-card';
import { DigitalDuel, LiveTables, usePolling } from './digital-duel';
import { PlayersPanel } from './players-panel';
import { StandingsTable } from './standings-table';
import { playerName, useTournament } from './use-tournament';
import { useApi } from '../../use-api';
import { api } from '../../api';
import { PointsByRound } from './points-chart';
import { PrizeDraw } from './prize-draw';
import { RoundsHistory } from './rounds-history';

interface Me {
  readonly user: { readonly username: string; readonly role: string } | null;
  readonly mode: string;
}

/** The event desk: sign-up and rosters, pairing rounds, duels (map, report, confirm, settle), coin toss and prizes. */
export function TournamentPage({ id }: { id: string }) {
  const t = useTournament(id);
  const [painted, setPainted] = useState('');
  const me = useApi<Me>('/auth/me');
  const boards = useApi<string[]>('/maps/boards');
  const waiting = t.data?.state.rounds.some((r) => r.duels.some((d) => d.battle && !d.final)) ?? false;
  usePolling(t.reload, waiting);
  if (!t.data) return <div className="page">{t.error ?? (t.loading ? 'Loading…' : 'Not found')}</div>;
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
        {s.phase} · <Link to={`/tournaments/${id}/standings`}>Standings</Link> · <Link to={`/tournaments/${id}/pairings`}>Public page</Link> ·{' '}
        <Link to={`/tournaments/${id}/sheets`}>Score sheets</Link> ·{' '}
        <a href={`/api/tournaments/${id}/standings.csv`} download>
          Standings CSV
        </a>
      </p>
      {me.data?.user && (
        <p className="hint" data-me>
          Signed in as {me.data.user.username} ({me.data.user.role}){organiser ? '' : ': you may enter your own roster and report or confirm your own duels'}
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
        <h2 id="rounds">{round ? `Duel ${round.number}: ${categoryById(round.category).label}` : 'Duels'}</h2>
        {organiser && s.phase === 'registration' && (
          <InlineAction
            label="Start the event (freeze rosters)"
            title="Start the event?"
            busy={t.busy}
            ready
            onConfirm={() => void t.play({ type: 'startEvent' })}
          >
            <p className="hint">
              Sign-up closes and every roster is frozen for the whole event ({Object.keys(s.players).length} players). This cannot be undone.
            </p>
          </InlineAction>
        )}
        {organiser && s.phase === 'running' && pairProblem === null && (
          <button type="button" disabled={t.busy} onClick={() => void t.play({ type: 'pairRound' })}>
            Pair duel {next}
          </button>
        )}
        {organiser && s.phase === 'running' && pairProblem !== null && (
          <p className="hint" data-pair-problem>
            {next <= t.data.rules.categories.length ? `Duel ${next} cannot be paired yet: ` : 'No more rounds to pair: '}
            {pairProblem}.
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
        <h2 id="standings">Standings</h2>
        <StandingsTable rows={t.data.standings} caption="Standings" />
        {organiser && s.phase === 'running' && pairProblem !== null && s.rounds.length === t.data.rules.categories.length && (
          <div className="desk-actions">
            {ties.length > 0 ? (
              <>
                <button type="button" onClick={() => void t.play({ type: 'tossCoins' })}>
                  Toss coins for ties
                </button>{' '}
                <span className="hint">Level after every tiebreaker: {ties.map((g) => g.join(' = ')).join('; ')}.</span>
              </>
            ) : (
              <span className="hint">No ties are left to break by a coin toss.</span>
            )}{' '}
            <InlineAction label="Draw prizes" title="Draw the prizes now?" busy={t.busy} ready onConfirm={() => void t.play({ type: 'drawPrizes' })}>
              <p className="hint">The draw uses the event&apos;s dice and is final: toss coins for any ties first, and award best painted before drawing.</p>
            </InlineAction>
          </div>
        )}
        {s.coinTosses.length > 0 && (
          <ul aria-label="Coin tosses">
            {s.coinTosses.map((c, i) => (
              <li key={i}>Coin toss: {c.order.map((p) => playerName(s, p)).join(' ahead of ')}</li>
            ))}
          </ul>
        )}
        <PrizeDraw id={id} state={s} dice={t.data.dice} />
        {organiser && s.prizes && !t.data.dice.seed && (
          <InlineAction label="Reveal the seed" title="Reveal the event's seed?" busy={t.busy} ready onConfirm={() => void reveal()}>
            <p className="hint">Anyone can then check every pairing draw, coin toss and prize draw. The event record closes: nothing more can be entered.</p>
          </InlineAction>
        )}
        {organiser && !t.data.dice.seed && (
          <form
            aria-label="Best painted"
            onSubmit={(e) => {
              e.preventDefault();
              void t.play({ type: 'awardBestPainted', player: painted });
            }}
          >
            <label>
              Best painted
              <select value={painted} onChange={(e) => setPainted(e.target.value)}>
                <option value="" />
                {s.playerOrder.map((p) => (
                  <option key={p} value={p}>
                    {playerName(s, p)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit">Award</button>
          </form>
        )}
        {s.bestPainted && <p>Best painted: {playerName(s, s.bestPainted.player)}</p>}
      </section>
      <PointsByRound state={s} />
      <RoundsHistory state={s} heading="Every round" />
    </div>
  );
}
