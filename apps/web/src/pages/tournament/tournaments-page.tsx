import { useState } from 'react';
import { formatSource } from '@marshal/core';
import { DEFAULT_TIEBREAKER_ORDER, tiebreakerById, tournamentOptions } from '@marshal/tournament';
import { ApiError, api } from '../../api';
import { Link, navigate } from '../../router';
import { useApi } from '../../use-api';

interface Info {
  readonly id: string;
  readonly title: string;
  readonly version: number;
}

/** Solaris VII Stable Challenge events: the list, and a new event with its pairing method, tiebreakers and house rules. */
export function TournamentsPage() {
  const list = useApi<Info[]>('/tournaments');
  const [title, setTitle] = useState('Solaris VII Stable Challenge');
  const [pairing, setPairing] = useState('swiss');
  const [tiebreakers, setTiebreakers] = useState(DEFAULT_TIEBREAKER_ORDER.join(', '));
  const [rules, setRules] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const setup = {
        title,
        pairing,
        tiebreakers: tiebreakers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      };
      const created = await api.post<{ tournament: { id: string } }>('/tournaments', { setup, ruleset: rules });
      navigate(`/tournaments/${created.tournament.id}`);
    } catch (err) {
      const where = err instanceof ApiError && err.location.field ? ` (field ${err.location.field})` : '';
      setError(`${(err as Error).message}${where}`);
    }
  }

  return (
    <div className="page tournament">
      <h1>Tournaments</h1>
      <p className="lede">The Solaris VII Stable Challenge: six duels, one per weight category, balanced by BV, scored with pulse and precision bonuses.</p>
      <section className="panel" aria-labelledby="t-list">
        <h2 id="t-list">Events</h2>
        {list.data?.length ? (
          <ul>
            {list.data.map((t) => (
              <li key={t.id}>
                <Link to={`/tournaments/${t.id}`}>{t.title}</Link> · <Link to={`/tournaments/${t.id}/standings`}>standings</Link> ·{' '}
                <Link to={`/tournaments/${t.id}/pairings`}>pairings</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">No events yet.</p>
        )}
      </section>
      <form className="panel" aria-label="New tournament" onSubmit={create}>
        <h2>New event</h2>
        <label>
          <span>Title</span>
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          <span>Pairing</span>
          <select value={pairing} onChange={(e) => setPairing(e.target.value)}>
            <option value="swiss">Swiss by maximum-weight matching (no rematches)</option>
            <option value="round-robin">Round robin (small fields)</option>
          </select>
        </label>
        <label>
          <span>Tiebreakers in order ({DEFAULT_TIEBREAKER_ORDER.map((t) => `${t}: ${tiebreakerById(t)!.label}`).join('; ')})</span>
          <input value={tiebreakers} onChange={(e) => setTiebreakers(e.target.value)} />
        </label>
        <fieldset>
          <legend>House rules for what the seed leaves open</legend>
          {tournamentOptions.options
            .filter((o) => !o.enabledByDefault)
            .map((o) => (
              <label key={o.id} title={formatSource(o.source)}>
                <input
                  type="checkbox"
                  checked={rules.includes(o.id)}
                  onChange={(e) => setRules(e.target.checked ? [...rules, o.id] : rules.filter((r) => r !== o.id))}
                />{' '}
                {o.title}
                <span className="hint"> — {o.description}</span>
              </label>
            ))}
        </fieldset>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit">Create event</button>
      </form>
    </div>
  );
}
