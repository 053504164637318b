/** The operational campaign as a kernel module: commands in, events out, a replayable record. */
import { type GameModule, reject } from '@marshal/core';
import { applyCampaignEvent } from './apply';
import { resolveBattleReport, resolveDigitalReport } from './battle';
import { type CampaignCommand, parseCampaignCommand } from './commands';
import type { CampaignEvent } from './events';
import { resolveLanding } from './landing';
import { resolveMeetingEngagement } from './meeting-engagement';
import { type CampaignRules, baseRules, campaignOptions } from './rules';
import { type CampaignSetup, parseCampaignSetup } from './setup';
import { RULE } from './sources';
import { type CampaignState, initCampaign } from './state';
import { applyTableOverrides } from './tables/table-overrides';
import { resolveNextTurn } from './turn-end';
import { resolveSupport } from './support';
import { resolveFightDigitally } from './digital';
import { resolveReinforce } from './reinforcements';

/** The rules a campaign plays under: the ruleset, with any tables its setup replaces. */
export const campaignRules = (state: CampaignState, rules: CampaignRules): CampaignRules =>
  Object.keys(state.tables).length ? applyTableOverrides(rules, state.tables) : rules;

export const campaignModule: GameModule<CampaignState, CampaignCommand, CampaignEvent, CampaignRules, CampaignSetup> = {
  id: 'campaign',
  version: '2',
  title: 'Operational campaign (Tactical Handbook)',
  options: campaignOptions,
  baseRules,
  parseSetup: (input) => parseCampaignSetup(input),
  parseCommand: parseCampaignCommand,
  /** The campaign's referee (whoever started it, or an organiser) enters every step. */
  authority: {
    create: 'participant',
    commands: {
      landing: 'referee',
      meetingEngagement: 'referee',
      reportBattle: 'referee',
      nextTurn: 'referee',
      receiveSupport: 'referee',
      concede: 'referee',
      fightDigitally: { issuer: 'referee', builtBy: 'POST /api/campaigns/:id/battle', onlyBuilt: true },
      reportDigitalBattle: { issuer: 'referee', builtBy: 'POST /api/campaigns/:id/battle/report', onlyBuilt: true },
      reinforce: { issuer: 'referee', builtBy: 'POST /api/campaigns/:id/reinforcements', onlyBuilt: true },
    },
  },
  init: (setup) => initCampaign(setup),
  resolve(state, command, ctx) {
    if (state.ended) return reject(`the campaign is over: ${state.ended.reason}`, state.ended.source);
    const rules = campaignRules(state, ctx.rules);
    switch (command.type) {
      case 'landing':
        return resolveLanding(state, command, ctx, rules);
      case 'meetingEngagement':
        return resolveMeetingEngagement(state, command, ctx, rules);
      case 'reportBattle':
        return resolveBattleReport(state, command, rules);
      case 'reportDigitalBattle':
        return resolveDigitalReport(state, command, rules);
      case 'nextTurn':
        return resolveNextTurn(state, command, rules);
      case 'receiveSupport':
        return resolveSupport(state, command);
      case 'fightDigitally':
        return resolveFightDigitally(state, command, rules);
      case 'reinforce':
        return resolveReinforce(state, command, rules);
      case 'concede':
        return [
          {
            type: 'campaignEnded',
            winner: command.side === 'attacker' ? 'defender' : 'attacker',
            reason: `the ${command.side} conceded: ${command.reason}`,
            source: RULE.campaignEnd,
          },
        ];
    }
  },
  apply: applyCampaignEvent,
};
