import { describe, expect, it } from 'vitest';
import { mech } from '../test/builders';
import { missionBriefing } from './briefing';

/** What a set-up sheet says is true of its mission: no objective rule where there is no objective, sheets counted in words. */
const units = [mech('a1', 'attacker'), mech('d1', 'defender')];
const SUNDRY_ONE = 'the defender may not enter a hex holding an objective (unless the objective is a unit)';
const rules = (mission: string) => missionBriefing({ mission, units }).specialRules.map((r) => r.text);

describe('the set-up sheet', () => {
  it('gives Sundry rule 1 only to missions with objectives on the map, and once', () => {
    for (const mission of ['open-engagement', 'escort', 'diversion', 'assassination', 'break-the-line']) expect(rules(mission)).not.toContain(SUNDRY_ONE);
    for (const mission of ['sabotage', 'rapid-recon', 'extraction']) expect(rules(mission)).toContain(SUNDRY_ONE);
    // Take the Position says it in its own words (the objective hex itself), so not a second time.
    expect(rules('take-the-position')).toContain('the defender may not enter the objective hex itself');
    expect(rules('take-the-position')).not.toContain(SUNDRY_ONE);
  });
  it('counts sheets in words: 1 sheet, 2 sheets', () => {
    const reasons = missionBriefing({ mission: 'open-engagement', units }).board.reasons.map((r) => r.text);
    expect(reasons).toContain('0–4 units → 1 sheet');
    const six = [...units, ...['a2', 'a3'].map((id) => mech(id, 'attacker')), ...['d2', 'd3'].map((id) => mech(id, 'defender'))];
    expect(missionBriefing({ mission: 'open-engagement', units: six }).board.reasons.map((r) => r.text)).toContain('5–8 units → 2 sheets');
  });
});
