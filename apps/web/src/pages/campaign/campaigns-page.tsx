import './campaign.css';
import { Link } from '../../router';
import { useApi } from '../../use-api';
import { NewCampaignWizard } from './new-campaign-wizard';

interface CampaignInfo {
  readonly id: string;
  readonly title: string;
  readonly version: number;
  readonly updatedAt: string;
}

/** Operational campaigns: the list, and the wizard for a new one (sides, forces, tables, rules, dice). */
export function CampaignsPage() {
  const list = useApi<CampaignInfo[]>('/campaigns');
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
      <NewCampaignWizard />
    </div>
  );
}
