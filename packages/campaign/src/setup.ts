/** Campaign setup: attacker and defender forces, the campaign goal, budgets and optional replacement tables. */
import { MarshalError, parseWith } from '@marshal/core';
import { relocate } from './tables/table-overrides';
import { z } from 'zod';
import { type SideId, type SideSetup, SIDES, sideSchema } from './force';
import { baseRules } from './rules';
import { applyTableOverrides, tableOverridesSchema } from './tables/table-overrides';

export const setupSchema = z.object({
  title: z.string().min(1).max(200),
  goal: z.object({
    description: z.string().min(1),
    /** The attacker must meet the goal within this many operational turns; absent means no limit. */
    turnLimit: z.number().int().positive().optional(),
  }),
  attacker: sideSchema,
  defender: sideSchema,
  tables: tableOverridesSchema.default({}),
});

export type CampaignSetup = z.infer<typeof setupSchema>;
export type CampaignSetupInput = z.input<typeof setupSchema>;

export function parseCampaignSetup(input: unknown, file?: string): CampaignSetup {
  const setup = parseWith(setupSchema, input, 'campaign setup', file);
  const loc = (field: string) => ({ ...(file ? { file } : {}), field });
  const seen = new Map<string, string>();
  for (const side of SIDES) {
    const s = setup[side];
    s.groups.forEach((g, gi) => {
      claim(seen, `group ${g.id}`, `${side}.groups.${gi}.id`, loc);
      g.lances.forEach((l, li) => {
        claim(seen, `lance ${l.id}`, `${side}.groups.${gi}.lances.${li}.id`, loc);
        l.units.forEach((u, ui) => claim(seen, `unit ${u.id}`, `${side}.groups.${gi}.lances.${li}.units.${ui}.id`, loc));
      });
    });
    checkBudget(side, s, loc);
  }
  try {
    applyTableOverrides(baseRules, setup.tables);
  } catch (e) {
    if (e instanceof MarshalError) throw relocate(e, { ...(file ? { file } : {}), ...e.location });
    throw e;
  }
  return setup;
}

function claim(seen: Map<string, string>, key: string, field: string, loc: (f: string) => object): void {
  const prior = seen.get(key);
  if (prior) throw new MarshalError('invalid-input', `${key} is used twice (first at ${prior}); ids must be unique in a campaign`, loc(field));
  seen.set(key, field);
}

export const forceValue = (side: SideSetup): number => side.groups.flatMap((g) => g.lances.flatMap((l) => l.units)).reduce((sum, u) => sum + u.value, 0);

function checkBudget(side: SideId, s: SideSetup, loc: (f: string) => object): void {
  if (s.budget === undefined) return;
  const value = forceValue(s);
  if (value > s.budget)
    throw new MarshalError('over-budget', `the ${side}'s force is worth ${value} points, over its budget of ${s.budget}`, loc(`${side}.budget`), {
      value,
      budget: s.budget,
    });
}
