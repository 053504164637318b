import { type Ruleset, resolveRuleset } from '@marshal/core';
import { type CombatRules, baseCombatRules } from './rules';
import { combatOptionRegistry } from './combat-options';

/** Resolve a manifest of combat options (e.g. ["solaris-vii"]) into frozen combat rules. */
export const combatRuleset = (manifest: readonly string[] = []): Ruleset<CombatRules> => resolveRuleset(combatOptionRegistry, baseCombatRules, manifest);
