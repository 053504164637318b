import { type DeploymentCode, DEPLOYMENT_LABELS, SCENARIO_TITLES, type ScenarioType } from '@marshal/campaign';
import { CAMPAIGN_GROUPS, engineText } from '../../i18n/engine-text';

/**
 * The campaign engine's words (scenario titles, deployment labels, table rows, timeline lines) in the reader's language:
 * the engine's English where no template matches (a table the referee typed in). The page subscribes with `useEngineText`.
 */
export const campaignText = (text: string): string => engineText(text, CAMPAIGN_GROUPS);
export const scenarioTitle = (type: ScenarioType): string => campaignText(SCENARIO_TITLES[type]);
export const deploymentLabel = (code: DeploymentCode): string => campaignText(DEPLOYMENT_LABELS[code]);
