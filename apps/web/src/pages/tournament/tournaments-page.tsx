import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIEBREAKER_ORDER } from '@marshal/tournament';
import { ApiError, api } from '../../api';
import { Link, navigate } from '../../router';
import { useApi } from '../../use-api';
import { TiebreakerOrder } from './tiebreaker-order';
import { HouseRuleChoices, NO_HOUSE_RULES, rulesetOf, type HouseRuleChoice } from './house-rule-choices';

interface Info {
  readonly id: string;
  readonly title: string;
  readonly version: number;
}

/** Solaris VII Stable Challenge events: the list, and a new event with its pairing method, tiebreakers and house rules. */
export function TournamentsPage() {
  const { t: tr } = useTranslation('tournament');
  const list = useApi<Info[]>('/tournaments');
  const [title, setTitle] = useState('Solaris VII Stable Challenge');
  const [pairing, setPairing] = useState('swiss');
  const [tiebreakers, setTiebreakers] = useState<string[]>([...DEFAULT_TIEBREAKER_ORDER]);
  const [rules, setRules] = useState<HouseRuleChoice>(NO_HOUSE_RULES);
  const [error, setError] = useState<string | null>(null);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const setup = {
        title,
        pairing,
        tiebreakers,
      };
      const created = await api.post<{ tournament: { id: string } }>('/tournaments', { setup, ruleset: rulesetOf(rules) });
      navigate(`/tournaments/${created.tournament.id}`);
    } catch (err) {
      const where = err instanceof ApiError && err.location.field ? tr('list.field', { field: err.location.field }) : '';
      setError(`${(err as Error).message}${where}`);
    }
  }

  return (
    <div className="page tournament">
      <h1>{tr('list.title')}</h1>
      <p className="lede">{tr('list.lede')}</p>
      <section className="panel" aria-labelledby="t-list">
        <h2 id="t-list">{tr('list.events')}</h2>
        {list.data?.length ? (
          <ul>
            {list.data.map((t) => (
              <li key={t.id}>
                <Link to={`/tournaments/${t.id}`}>{t.title}</Link> · <Link to={`/tournaments/${t.id}/standings`}>{tr('list.standings')}</Link> ·{' '}
                <Link to={`/tournaments/${t.id}/pairings`}>{tr('list.pairings')}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{tr('list.none')}</p>
        )}
      </section>
      <form className="panel" aria-label={tr('list.new')} onSubmit={create}>
        <h2>{tr('list.newEvent')}</h2>
        <label>
          <span>{tr('list.eventTitle')}</span>
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          <span>{tr('list.pairing')}</span>
          <select value={pairing} onChange={(e) => setPairing(e.target.value)}>
            <option value="swiss">{tr('list.swiss')}</option>
            <option value="round-robin">{tr('list.roundRobin')}</option>
          </select>
        </label>
        <TiebreakerOrder value={tiebreakers} onChange={setTiebreakers} />
        <HouseRuleChoices value={rules} onChange={setRules} />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit">{tr('list.create')}</button>
      </form>
    </div>
  );
}
