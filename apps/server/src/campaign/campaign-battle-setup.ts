import { MarshalError, type Rejection } from '@marshal/core';
import { type CampaignRules, type CampaignState, type DigitalBattlePlan, campaignBattleSetup, digitalBattlePlan } from '@marshal/campaign';
import { boardSheets, bundled } from '@marshal/loaders';

/** The battle setup of the campaign scenario now awaiting battle, for the API and `marshal campaign battle`. */

/** Default map: one grassland sheet for up to eight units, two beyond (labelled in docs/campaign.md). */
export const DEFAULT_CAMPAIGN_BOARD = 'Beginner Box/16x17 Grassland 1';

export interface CampaignBattleChoice {
  readonly attacker?: readonly string[];
  readonly defender?: readonly string[];
  /** Bundled board names, one a sheet ("@180" turns one round). */
  readonly boards?: readonly string[];
  readonly roundLimit?: number | null;
}

/** Who fights (refused with the rule when the scenario cannot be fought now) and the battletech-battle setup built from them. */
export function campaignBattleFrom(
  state: CampaignState,
  rules: CampaignRules,
  choice: CampaignBattleChoice,
  fields: { readonly boards: string } = { boards: 'boards' },
): { readonly plan: DigitalBattlePlan; readonly setup: ReturnType<typeof campaignBattleSetup> } | Rejection {
  const plan = digitalBattlePlan(state, rules, {
    ...(choice.attacker ? { attacker: choice.attacker } : {}),
    ...(choice.defender ? { defender: choice.defender } : {}),
  });
  if ('reason' in plan) return plan;
  const count = plan.attacker.length + plan.defender.length;
  const names = choice.boards ?? (count > 8 ? [DEFAULT_CAMPAIGN_BOARD, DEFAULT_CAMPAIGN_BOARD] : [DEFAULT_CAMPAIGN_BOARD]);
  const boards = boardSheets(names, { field: fields.boards });
  const unitOf = (unitId: string) => {
    const u = state.units[unitId]!.unit;
    try {
      return bundled.unit(u.name, 'unit');
    } catch {
      throw new MarshalError('unit-not-found', `${u.name} (${unitId}) is not in the unit catalog, so it cannot be fought digitally`, { field: unitId });
    }
  };
  return { plan, setup: campaignBattleSetup(state, rules, plan, boards, unitOf, choice.roundLimit ?? null) };
}
