import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERAL_POOLS, factionDisplayName } from '@marshal/catalog';
import type { TournamentState } from '@marshal/tournament';
import { ApiError, api } from '../../api';

const FIELDS = { player: 'signUp.player', name: 'signUp.name', faction: 'signUp.faction', club: 'signUp.club' } as const;
type Field = keyof typeof FIELDS;

/**
 * A listed faction's name, never its code (FS is "Federated Suns", CC.CHG "Capellan Home Guard (Capellan Confederation)");
 * events made before the list carried names list codes.
 */
const factionName = (f: { id: string; name: string }) => factionDisplayName(f.name === f.id ? f.id : f.name);

/** Sign up for the event: a player adds themselves (their user name is their player id); the organiser adds anyone. */
export function SignUpForm({
  id,
  state,
  version,
  self,
  reload,
}: {
  id: string;
  state: TournamentState;
  version: number;
  self: string | null;
  reload: () => void;
}) {
  const { t: tr } = useTranslation('tournament');
  const [player, setPlayer] = useState('');
  const [name, setName] = useState('');
  const [faction, setFaction] = useState('');
  const [club, setClub] = useState('');
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Not the "Other" group, nor a general pool an older event's list left outside it (docs/tournament.md, Faction names).
  const factions = (state.setup.factions ?? [])
    .filter((f) => f.group !== 'Other' && !GENERAL_POOLS.includes(f.id.toUpperCase()))
    .sort((a, b) => factionName(a).localeCompare(factionName(b)));
  const playerId = self ?? player.trim();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    const missing = (Object.entries({ player: playerId, name: name.trim(), faction: faction.trim() }) as [Field, string][]).find(([, v]) => !v);
    if (missing) return setError({ message: tr('signUp.empty', { field: tr(FIELDS[missing[0]]) }), field: missing[0] });
    setBusy(true);
    try {
      const command = { type: 'addPlayer', player: playerId, name: name.trim(), faction: faction.trim(), ...(club.trim() ? { club: club.trim() } : {}) };
      await api.post(`/tournaments/${id}/commands`, { expectedVersion: version, command });
      setDone(tr('signUp.done', { name: name.trim() }));
      setPlayer('');
      setName('');
      setClub('');
      reload();
    } catch (err) {
      const raw = err instanceof ApiError ? ((err.body as { rejection?: { field?: string } } | null)?.rejection?.field ?? err.location.field) : undefined;
      const field = raw && raw in FIELDS ? (raw as Field) : undefined;
      setError({ message: (err as Error).message, ...(field ? { field } : {}) });
      if (err instanceof ApiError && err.status === 409) reload();
    } finally {
      setBusy(false);
    }
  }

  const invalid = (f: Field) => (error?.field === f ? { 'aria-invalid': true as const, 'aria-describedby': 'sign-up-error' } : {});
  return (
    <form aria-label={tr('signUp.label')} onSubmit={submit} className="sign-up">
      <h3>{self ? tr('signUp.self') : tr('signUp.add')}</h3>
      <div className="row">
        {self ? (
          <p className="hint">{tr('signUp.yourId', { name: self })}</p>
        ) : (
          <label>
            <span>{tr(FIELDS.player)}</span>
            <input value={player} onChange={(e) => setPlayer(e.target.value)} placeholder={tr('signUp.playerPlaceholder')} {...invalid('player')} />
          </label>
        )}
        <label>
          <span>{tr(FIELDS.name)}</span>
          <input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} {...invalid('name')} />
        </label>
        <label>
          <span>{tr(FIELDS.faction)}</span>
          {factions.length ? (
            <select value={faction} onChange={(e) => setFaction(e.target.value)} {...invalid('faction')}>
              <option value="">{tr('signUp.choose')}</option>
              {factions.map((f) => (
                <option key={f.id} value={factionName(f)}>
                  {factionName(f)}
                </option>
              ))}
            </select>
          ) : (
            <input
              value={faction}
              maxLength={100}
              onChange={(e) => setFaction(e.target.value)}
              placeholder={tr('signUp.factionPlaceholder')}
              {...invalid('faction')}
            />
          )}
        </label>
        <label>
          <span>{tr('signUp.optional', { field: tr(FIELDS.club) })}</span>
          <input value={club} maxLength={100} onChange={(e) => setClub(e.target.value)} {...invalid('club')} />
        </label>
      </div>
      <button type="submit" disabled={busy}>
        {self ? tr('signUp.signMeUp') : tr('signUp.addPlayer')}
      </button>
      {error && (
        <p className="error-message" role="alert" id="sign-up-error">
          {error.field ? `${tr(FIELDS[error.field])}: ` : ''}
          {error.message}
        </p>
      )}
      {done && <p role="status">{done}</p>}
    </form>
  );
}
