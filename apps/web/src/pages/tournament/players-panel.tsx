import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { factionDisplayName } from '@marshal/catalog';
import type { TournamentState } from '@marshal/tournament';
import { ApiError, api } from '../../api';
import { RosterBuilder } from './roster-builder';
import { familyName } from './roster-rows';
import { SignUpForm } from './sign-up-form';
import { InlineAction } from '../../components/inline-action';
import { TableScroll } from '../../components/table-scroll';

type PlayerInfo = TournamentState['players'][string];

/** A checked roster as a list: category, 'Mech, BV, pilot, painted, special ammunition. */
function RosterView({ player }: { player: PlayerInfo }) {
  const { t: tr } = useTranslation('tournament');
  const roster = player.roster;
  if (!roster) return <>{tr('players.missing')}</>;
  const s = player.summary;
  return (
    <details>
      <summary>
        {tr('players.mechs', { count: roster.mechs.length })}
        {s ? tr('players.bonus', { pulse: s.pulsePoints, precision: s.precisionPoints, unpainted: s.unpainted }) : ''}
      </summary>
      <ul aria-label={tr('players.rosterOf', { name: player.name })}>
        {roster.mechs.map((m, i) => (
          <li key={i}>
            {tr(`category.${m.category}`)}: {m.unit.name} ({tr('bv.base', { bv: m.unit.bv })}){m.pilot ? tr('players.pilot', { pilot: m.pilot }) : ''}
            {m.ownedAndPainted ? '' : tr('players.notPainted')}
            {m.specialAmmo.length
              ? `, ${m.specialAmmo
                  .map((a) => tr('players.ammo', { tons: a.tons, munition: tr(`munition.${a.munition}`), family: familyName(a.family) }))
                  .join(', ')}`
              : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The organiser's CSV import of players (id,name,faction,club). */
function CsvImport({ id, version, reload }: { id: string; version: number; reload: () => void }) {
  const { t: tr } = useTranslation('tournament');
  const [csv, setCsv] = useState('id,name,faction,club\n');
  const [message, setMessage] = useState<string | null>(null);
  async function importCsv(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    try {
      await api.post(`/tournaments/${id}/players.csv`, { expectedVersion: version, csv });
      reload();
    } catch (err) {
      const loc = err instanceof ApiError ? err.location : {};
      setMessage(`${loc.line ? tr('players.line', { line: loc.line }) : ''}${(err as Error).message}`);
    }
  }
  return (
    <details>
      <summary>{tr('players.import')}</summary>
      <form aria-label={tr('players.importLabel')} onSubmit={importCsv}>
        <label>
          <span>{tr('players.csv')}</span>
          <textarea rows={5} value={csv} onChange={(e) => setCsv(e.target.value)} />
        </label>
        <button type="submit">{tr('players.importLabel')}</button>
        {message && (
          <p role="alert" className="error-message">
            {message}
          </p>
        )}
      </form>
    </details>
  );
}

/**
 * Sign-up (players add themselves, the organiser adds anyone or imports CSV), the players with their rosters, and the
 * roster builder until the event starts.
 */
export function PlayersPanel({
  id,
  state,
  version,
  reload,
  me,
}: {
  id: string;
  state: TournamentState;
  version: number;
  reload: () => void;
  me: { username: string; role: string } | null;
}) {
  const { t: tr } = useTranslation('tournament');
  const open = state.phase === 'registration';
  const organiser = me?.role === 'organiser';
  const self = me && me.role === 'player' ? me.username : null;
  const mayBuild = organiser ? state.playerOrder : self && state.players[self] ? [self] : [];
  const [dropError, setDropError] = useState<string | null>(null);
  async function drop(player: string) {
    setDropError(null);
    try {
      await api.post(`/tournaments/${id}/commands`, { expectedVersion: version, command: { type: 'dropPlayer', player } });
      reload();
    } catch (err) {
      setDropError((err as Error).message);
    }
  }
  return (
    <section className="panel" aria-labelledby="players">
      <h2 id="players">{tr('players.heading', { count: state.playerOrder.length })}</h2>
      {state.playerOrder.length === 0 && <p className="empty">{tr('players.none')}</p>}
      {state.playerOrder.length > 0 && (
        <TableScroll label={tr('players.label')}>
          {/* A table on a wide screen; on a phone each player is a card of labelled lines (`cards-on-phone`), nothing to scroll. */}
          <table className="players-table cards-on-phone" aria-label={tr('players.label')}>
            <thead>
              <tr>
                <th scope="col">{tr('signUp.name')}</th>
                <th scope="col">{tr('signUp.player')}</th>
                <th scope="col">{tr('signUp.faction')}</th>
                <th scope="col">{tr('players.roster')}</th>
                {organiser && (
                  <th scope="col">
                    <span className="visually-hidden">{tr('players.drop')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {state.playerOrder.map((p) => {
                const x = state.players[p]!;
                return (
                  <tr key={p} data-player={p}>
                    <th scope="row">
                      {x.name}
                      {x.dropped ? tr('players.dropped') : ''}
                    </th>
                    <td data-label={tr('signUp.player')}>{p}</td>
                    <td data-label={tr('signUp.faction')}>{factionDisplayName(x.faction)}</td>
                    <td data-label={tr('players.roster')}>
                      <RosterView player={x} />
                    </td>
                    {organiser && (
                      <td className="row-action">
                        {!x.dropped && (
                          <InlineAction
                            label={tr('players.dropName', { name: x.name })}
                            title={tr('players.dropTitle', { name: x.name })}
                            busy={false}
                            ready
                            onConfirm={() => void drop(p)}
                          >
                            <p className="hint">{open ? tr('players.dropOpen', { name: x.name }) : tr('players.dropRunning', { name: x.name })}</p>
                          </InlineAction>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {dropError && (
        <p role="alert" className="error-message">
          {dropError}
        </p>
      )}
      {!open && <p className="hint">{tr('players.frozen')}</p>}
      {open && (organiser || (self && !state.players[self])) && (
        <SignUpForm id={id} state={state} version={version} self={organiser ? null : self} reload={reload} />
      )}
      {open && organiser && <CsvImport id={id} version={version} reload={reload} />}
      {open && mayBuild.length > 0 && <RosterBuilder key={mayBuild.join(',')} id={id} state={state} version={version} players={mayBuild} reload={reload} />}
      {open && !me && <p className="hint">{tr('players.signIn')}</p>}
    </section>
  );
}
