import './campaign.css';
import { Link } from '../../router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../use-api';
import { NewCampaignWizard } from './new-campaign-wizard';
import { SignInNeeded } from '../../components/sign-in-needed';

interface CampaignInfo {
  readonly id: string;
  readonly title: string;
  readonly version: number;
  readonly updatedAt: string;
}

/** Operational campaigns: the list, and the wizard for a new one (sides, forces, tables, rules, dice). */
export function CampaignsPage() {
  const { t: tr } = useTranslation('campaign');
  const list = useApi<CampaignInfo[]>('/campaigns');
  return (
    <div className="page campaigns">
      <h1>{tr('list.title')}</h1>
      <p className="lede">{tr('list.lede')}</p>
      <section className="panel" aria-labelledby="campaign-list">
        <h2 id="campaign-list">{tr('list.title')}</h2>
        {list.error ? (
          <>
            <p className="error-message" role="alert">
              {list.error.message}
            </p>
            <SignInNeeded error={list.error} />
          </>
        ) : list.data?.length ? (
          <ul>
            {list.data.map((c) => (
              <li key={c.id}>
                <Link to={`/campaigns/${c.id}`}>{c.title}</Link> <span className="hint">{tr('list.entries', { count: c.version })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{tr('list.none')}</p>
        )}
      </section>
      <NewCampaignWizard />
    </div>
  );
}
