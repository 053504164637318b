import { MarshalError, lookupRow } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { baseRules } from '../rules';
import { parseCampaignSetup } from '../setup';
import { setup } from '../../test/fixtures';
import { landingTable } from './landing-table';
import { bandModifier, meetingModifiers } from './meeting-modifiers';
import { meetingTable } from './meeting-table';
import { scenarioChart } from './scenario-chart';
import { applyTableOverrides, defaultTablesAsData, tableOverridesSchema } from './table-overrides';

const thrown = (f: () => unknown): MarshalError => {
  try {
    f();
  } catch (e) {
    if (e instanceof MarshalError) return e;
    throw e;
  }
  throw new Error('expected a MarshalError');
};

describe('default campaign tables', () => {
  it('are labelled as defaults, not as the missing source tables', () => {
    for (const s of [landingTable.source, meetingTable.source, meetingModifiers.source, scenarioChart.source]) expect(s.kind).toBe('default');
  });

  it('make contact less likely at -3 than at +3 and never impossible to land', () => {
    const contact = (mod: number) => [...Array(11)].map((_, i) => lookupRow(landingTable, i + 2 + mod).result.contact).filter(Boolean).length;
    expect(contact(-3)).toBeLessThan(contact(3));
    expect(lookupRow(landingTable, 15).result.attacksPerMech).toBeGreaterThan(lookupRow(landingTable, 5).result.attacksPerMech);
  });

  it('fit the worked example speed bands and clamp the meeting roll', () => {
    expect([7, 10, 4].map((mp) => bandModifier(meetingModifiers.slowestMech, mp))).toEqual([1, 2, -2]);
    expect(meetingModifiers.equipment['beagle-active-probe']).toBe(1);
    expect(meetingModifiers.equipment.watchdog).toBe(2);
    expect(lookupRow(meetingTable, -3).result.maps).toBe('def');
    expect(lookupRow(meetingTable, 20).result.maps).toBe('att');
  });

  it('never lead back to the landing or a second meeting engagement', () => {
    for (const a of Object.values(scenarioChart.arrows)) for (const n of [a.A, a.D]) expect(['landing', 'meeting-engagement']).not.toContain(n);
  });
});

describe('user-supplied tables', () => {
  it('round-trip: the defaults exported as data are accepted back unchanged', () => {
    const data = tableOverridesSchema.parse(defaultTablesAsData(baseRules));
    const rules = applyTableOverrides(baseRules, data);
    expect(rules.landingTable.rows.map((r) => r.result)).toEqual(landingTable.rows.map((r) => r.result));
    expect(rules.landingTable.source).toMatchObject({ kind: 'house-rule' });
    expect(rules.scenarioChart.arrows).toEqual(scenarioChart.arrows);
  });

  it('refuse a landing table with a gap, naming the field', () => {
    const bad = setup({
      tables: {
        landing: {
          rows: [
            { on: [-1, 6], label: 'quiet', contact: false, attacksPerMech: 0 },
            { on: [8, 15], label: 'hot', contact: true, attacksPerMech: 3 },
          ],
        },
      },
    });
    const e = thrown(() => parseCampaignSetup(bad, 'my-campaign.json'));
    expect(e.location).toMatchObject({ file: 'my-campaign.json', field: 'tables.landing.rows' });
    expect(e.message).toMatch(/^my-campaign.json, field tables.landing.rows: table campaign-landing: total 7 is not covered/);
  });

  it('refuse a chart arrow to an unknown scenario and speed bands with a gap', () => {
    const chart = defaultTablesAsData(baseRules).scenarioChart!;
    const e1 = thrown(() =>
      parseCampaignSetup(setup({ tables: { scenarioChart: { ...chart, arrows: { ...chart.arrows, advance: { A: 'landing' as never, D: 'defense' } } } } })),
    );
    expect(e1.location.field).toBe('tables.scenarioChart.arrows.advance.A');
    const mods = defaultTablesAsData(baseRules).meetingModifiers!;
    const e2 = thrown(() =>
      parseCampaignSetup(
        setup({
          tables: {
            meetingModifiers: {
              ...mods,
              slowestMech: [
                { min: 0, max: 3, modifier: -2 },
                { min: 5, modifier: 1 },
              ],
            },
          },
        }),
      ),
    );
    expect(e2.location.field).toBe('tables.meetingModifiers.slowestMech');
    expect(e2.message).toMatch(/expected a band from 4/);
  });
});

describe('campaign setup', () => {
  it('refuses a force over its budget and a duplicated unit id, naming the field', () => {
    const over = setup();
    over.attacker.budget = 1000;
    expect(thrown(() => parseCampaignSetup(over)).location.field).toBe('attacker.budget');
    const dup = setup();
    dup.defender.groups[1]!.lances[0]!.units[0]!.id = 'jenner-1';
    const e = thrown(() => parseCampaignSetup(dup));
    expect(e.location.field).toBe('defender.groups.1.lances.0.units.0.id');
    expect(e.message).toMatch(/unit jenner-1 is used twice/);
  });

  it('refuses a unit without a pilot, naming the field', () => {
    const bad = setup() as { attacker: { groups: { lances: { units: Record<string, unknown>[] }[] }[] } };
    delete bad.attacker.groups[0]!.lances[0]!.units[1]!.pilot;
    expect(thrown(() => parseCampaignSetup(bad)).location.field).toBe('attacker.groups.0.lances.0.units.1.pilot');
  });
});
