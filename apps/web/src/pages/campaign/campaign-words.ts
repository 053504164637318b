import { type CampaignState, type DeploymentCode, DEPLOYMENT_LABELS, SCENARIO_TITLES, type ScenarioType } from '@marshal/campaign';
import { CAMPAIGN_GROUPS, engineText } from '../../i18n/engine-text';

/**
 * The campaign engine's words (scenario titles, deployment labels, table rows, timeline lines) in the reader's language:
 * the engine's English where no template matches (a table the referee typed in). The page subscribes with `useEngineText`.
 */
export const campaignText = (text: string): string => engineText(text, CAMPAIGN_GROUPS);
export const scenarioTitle = (type: ScenarioType): string => campaignText(SCENARIO_TITLES[type]);
export const deploymentLabel = (code: DeploymentCode): string => campaignText(DEPLOYMENT_LABELS[code]);

/**
 * What players call each unit: its name, numbered where two units share it ("Jenner JR7-D #1", "Jenner JR7-D #2") so a
 * list, a form or a timeline line never needs the internal id to tell them apart.
 */
export function unitNames(s: CampaignState): (id: string) => string {
  const all = Object.values(s.units);
  const count = new Map<string, number>();
  for (const u of all) count.set(u.unit.name, (count.get(u.unit.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const u of all) {
    const n = (seen.get(u.unit.name) ?? 0) + 1;
    seen.set(u.unit.name, n);
    names.set(u.unit.id, count.get(u.unit.name)! > 1 ? `${u.unit.name} #${n}` : u.unit.name);
  }
  return (id) => names.get(id) ?? id;
}

/** A lance's (or star's) name from its id, as the setup named it. */
export function lanceName(s: CampaignState, id: string): string | undefined {
  for (const g of Object.values(s.groups)) for (const l of g.lances) if (l.id === id) return l.name;
  return undefined;
}
