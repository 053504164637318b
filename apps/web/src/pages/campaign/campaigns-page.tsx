import { useState } from 'react';
import { campaignOptions, sampleCampaignSetup } from '@marshal/campaign';
import { formatSource } from '@marshal/core';
import { ApiError, api } from '../../api';
import { Link, navigate } from '../../router';
import { useApi } from '../../use-api';

interface CampaignInfo {
  readonly id: string;
  readonly title: string;
  readonly version: number;
  readonly updatedAt: string;
}

/** Operational campaigns: the list, and a new campaign from a setup (forces, goal, budgets, optional tables). */
export function CampaignsPage() {
  const list = useApi<CampaignInfo[]>('/campaigns');
  const [setupText, setSetupText] = useState(() => JSON.stringify(sampleCampaignSetup(), null, 2));
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [dice, setDice] = useState<'seeded' | 'physical'>('physical');
  const [error, setError] = useState<string | null>(null);
  const groups = [...new Set(campaignOptions.options.map((o) => o.group ?? o.id))];

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    let setup: unknown;
    try {
      setup = JSON.parse(setupText);
    } catch (err) {
      setError(`The setup is not valid JSON: ${(err as Error).message}`);
      return;
    }
    try {
      const ruleset = Object.values(chosen);
      const created = await api.post<{ campaign: { id: string } }>('/campaigns', { setup, ruleset, dice });
      navigate(`/campaigns/${created.campaign.id}`);
    } catch (err) {
      const where = err instanceof ApiError && err.location.field ? ` (field ${err.location.field})` : '';
      setError(`${(err as Error).message}${where}`);
    }
  }

  return (
    <div className="page campaigns">
      <h1>Campaigns</h1>
      <p className="lede">
        The operational game of the Tactical Handbook: a planetary landing, one meeting engagement, then a chain of scenarios decided by who wins each battle.
      </p>
      <section className="panel" aria-labelledby="campaign-list">
        <h2 id="campaign-list">Campaigns</h2>
        {list.data?.length ? (
          <ul>
            {list.data.map((c) => (
              <li key={c.id}>
                <Link to={`/campaigns/${c.id}`}>{c.title}</Link> <span className="hint">({c.version} entries)</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">No campaigns yet.</p>
        )}
      </section>
      <form className="panel" aria-labelledby="new-campaign" onSubmit={create}>
        <h2 id="new-campaign">New campaign</h2>
        <label>
          <span>Setup (JSON: title, goal, attacker and defender with groups, lances and units; optional tables)</span>
          <textarea rows={14} value={setupText} onChange={(e) => setSetupText(e.target.value)} spellCheck={false} />
        </label>
        <fieldset>
          <legend>House rules for the seed's ambiguities</legend>
          {groups.map((g) => (
            <div key={g} role="radiogroup" aria-label={g}>
              {campaignOptions.options
                .filter((o) => (o.group ?? o.id) === g)
                .map((o) => (
                  <label key={o.id} title={formatSource(o.source)}>
                    <input
                      type="radio"
                      name={g}
                      checked={(chosen[g] ?? campaignOptions.options.find((x) => x.group === g && x.enabledByDefault)?.id) === o.id}
                      onChange={() => setChosen({ ...chosen, [g]: o.id })}
                    />{' '}
                    {o.title}
                    <span className="hint"> — {o.description}</span>
                  </label>
                ))}
            </div>
          ))}
        </fieldset>
        <label>
          <span>Dice</span>
          <select value={dice} onChange={(e) => setDice(e.target.value as 'seeded' | 'physical')}>
            <option value="physical">Rolled at the table (typed in)</option>
            <option value="seeded">Seeded by the server</option>
          </select>
        </label>{' '}
        <button type="submit">Start campaign</button>
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
