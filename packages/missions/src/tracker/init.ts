import { MarshalError, hexDistance, parseHexLabel } from '@marshal/core';
import { missionById } from '../missions/index';
import { missionParamsSchema, type MissionParams } from '../params';
import { checkUnitCap } from '../rules/unit-cap';
import { forcedWithdrawal } from '../rules/forced-withdrawal';
import { sheetLayout } from '../rules/board-size';
import { optionalRuleProblem } from '../setup-choices';
import { objectiveName } from '../objective-names';
import type { MissionSetup } from './commands';
import type { MissionState, UnitState } from './state';

const MONEY = /pay|money|cbill|c-bill|percent/i;

/** Sundry 2: players may change mission numbers per game, but nothing that affects money. */
export function resolveParams(overrides: Record<string, number>): MissionParams {
  for (const key of Object.keys(overrides))
    if (MONEY.test(key))
      throw new MarshalError('mission-params', `"${key}" affects money, which players may not change (Sundry, rule 2)`, { field: `params.${key}` });
  const r = missionParamsSchema.safeParse(overrides);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new MarshalError('mission-params', issue.code === 'unrecognized_keys' ? `unknown mission parameter(s): ${issue.keys.join(', ')}` : issue.message, {
      field: `params.${issue.path.join('.')}`,
    });
  }
  return r.data;
}

export function initMission(setup: MissionSetup): MissionState {
  const cap = checkUnitCap(setup.units, setup.bothAgreeToExceedCap);
  if (cap.length) throw new MarshalError('unit-cap', cap.map((p) => p.message).join('; '), { field: cap[0]!.field ?? 'units' });
  const ids = new Set<string>();
  for (const u of setup.units) {
    if (ids.has(u.id)) throw new MarshalError('duplicate-unit', `unit id ${u.id} is used twice`, { field: 'units' });
    ids.add(u.id);
  }
  const params = resolveParams(setup.params);
  const m = missionById(setup.mission);
  const optional = optionalRuleProblem(setup.optionalRules);
  if (optional) throw new MarshalError('optional-rules', optional, { field: 'optionalRules' });
  if (setup.layout) sheetLayout(m.sheets ?? setup.sheets ?? setup.layout.rows * setup.layout.cols, setup.layout);
  const gameTonnage = setup.units.reduce((t, u) => t + u.tonnage, 0);
  const units: Record<string, UnitState> = {};
  for (const unit of setup.units) {
    const facts = { armourStripped: [...(unit.startDamage?.armourStripped ?? [])], destroyed: [...(unit.startDamage?.destroyed ?? [])] };
    units[unit.id] = { unit, status: 'active', facts, forcedWithdrawal: forcedWithdrawal(unit, facts).meets, mustWithdraw: false, crew: 'aboard' };
  }
  const tokens = setup.objectives.tokens;
  const needsTokens = m.objectiveTokens?.(params) ?? 0;
  if (needsTokens && tokens.length !== needsTokens)
    throw new MarshalError('objective-tokens', `${m.title} needs ${needsTokens} objective tokens; ${tokens.length} given`, {
      field: 'objectives.tokens',
    });
  m.checkSetup?.(setup, params);
  checkTokenSpacing(tokens, params.objectiveMinApart);
  const own = m.initObjectives?.(setup, params, gameTonnage) ?? {};
  return {
    mission: setup.mission,
    params,
    gameTonnage,
    turn: 1,
    phase: 'initiative',
    units,
    generalRetreat: { attacker: null, defender: null },
    targetIgnoresGeneralRetreat: setup.targetIgnoresGeneralRetreat,
    objectives: {
      buildings: own.buildings ?? [],
      reconTokens: own.reconTokens ?? [],
      scanned: [],
      reconAttempts: [],
      extraction: { hex: own.extractionHex ?? null, carrier: null, extracted: false, droppedTurn: null, attempts: [] },
      positionTakenTurn: null,
      ...(own.positionHex ? { positionHex: own.positionHex } : {}),
      assassinationTargets: own.assassinationTargets ?? { attacker: null, defender: null },
    },
    ceasefire: null,
    decided: null,
    ended: null,
  };
}

/** Objective tokens must be at least the minimum distance apart (Sabotage, Rapid Recon). */
export function checkTokenSpacing(tokens: readonly { id: string; hex: string }[], minApart: number): void {
  tokens.forEach((a, i) =>
    tokens.slice(i + 1).forEach((b) => {
      const d = hexDistance(parseHexLabel(a.hex, 'objectives.tokens'), parseHexLabel(b.hex, 'objectives.tokens'));
      if (d < minApart)
        throw new MarshalError(
          'objective-tokens',
          `${objectiveName(a.id, tokens)} (${a.hex}) and ${objectiveName(b.id, tokens)} (${b.hex}) are ${d} hex${d === 1 ? '' : 'es'} apart; ` +
            `they must be at least ${minApart} apart`,
          { field: 'objectives.tokens' },
        );
    }),
  );
}
