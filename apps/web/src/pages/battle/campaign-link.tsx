import { SCENARIO_TITLES, type ScenarioType } from '@marshal/campaign';
import { Link } from '../../router';
import { useTranslation } from 'react-i18next';

interface CampaignMeta {
  readonly id: string;
  readonly turn?: number;
  readonly scenario?: string;
}

/** The campaign a battle was fought for, from its record header (`meta.campaign`, written when the campaign started it); null for any other battle. */
export function campaignOf(header: unknown): CampaignMeta | null {
  const c = (header as { meta?: { campaign?: unknown } } | null)?.meta?.campaign as Partial<CampaignMeta> | undefined;
  return c && typeof c.id === 'string' && c.id
    ? { id: c.id, ...(typeof c.turn === 'number' ? { turn: c.turn } : {}), ...(c.scenario ? { scenario: c.scenario } : {}) }
    : null;
}

/** "Back to the campaign" on the page of a battle fought for a campaign scenario. */
export function CampaignLink({ header }: { readonly header: unknown }) {
  const { t: tr } = useTranslation('battle');
  const c = campaignOf(header);
  if (!c) return null;
  const scenario = c.scenario && c.scenario in SCENARIO_TITLES ? SCENARIO_TITLES[c.scenario as ScenarioType] : null;
  return (
    <p className="campaign-link">
      <Link to={`/campaigns/${c.id}`}>{tr('campaign.back')}</Link>
      {scenario ? (c.turn ? tr('campaign.scenarioTurn', { scenario, turn: c.turn }) : tr('campaign.scenario', { scenario })) : ''}
    </p>
  );
}
