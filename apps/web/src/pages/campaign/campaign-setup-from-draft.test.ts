import { parseCampaignSetup, sampleCampaignSetup } from '@marshal/campaign';
import { type ForceUnitFacts, skillAdjustedBv } from '@marshal/catalog';
import { describe, expect, it } from 'vitest';
import { blankCampaignDraft, blankUnit, campaignDraftFrom } from './campaign-draft';
import { campaignSetupFromDraft } from './campaign-setup-from-draft';
import { defaultTableDraft } from './campaign-tables-draft';

const filled = () => {
  const d = blankCampaignDraft();
  d.title = 'Operation Thunder';
  d.goal = 'Take the spaceport';
  for (const side of ['attacker', 'defender'] as const)
    d[side].groups.forEach((g, gi) => {
      g.lances[0]!.units = [{ ...blankUnit('Wolfhound WLF-2'), tonnage: '35', walk: '6', pilot: { name: `Pilot ${gi}`, gunnery: '4', piloting: '5' } }];
    });
  return d;
};

const ravenFacts: ForceUnitFacts = {
  unitId: 'raven-rvn-3l',
  name: 'Raven RVN-3L',
  chassis: 'Raven',
  model: 'RVN-3L',
  kind: 'mech',
  tons: 35,
  weightClass: 'light',
  techBase: 'Inner Sphere',
  rulesLevel: 'Standard',
  introYear: 3048,
  walk: 6,
  run: 9,
  jump: 0,
  bv: 708,
  movementMode: 'Biped',
} as ForceUnitFacts;

describe('new-campaign form → setup', () => {
  it('a force-builder unit: unnamed pilot and empty combat value default to a named pilot and its BV for the skills; unread equipment blocks it', () => {
    const d = filled();
    const raven = {
      ...blankUnit('Raven RVN-3L'),
      tonnage: '35',
      walk: '6',
      value: '',
      equipment: ['beagle-active-probe' as const, 'guardian-ecm' as const],
      pilot: { name: ' ', gunnery: '3', piloting: '4' },
      catalogId: 'raven-rvn-3l',
      builder: { key: 1, facts: ravenFacts },
    };
    d.attacker.groups[0]!.lances[0]!.units = [raven];
    const out = campaignSetupFromDraft(d);
    expect(out.errors).toEqual({});
    const unit = out.value!.attacker.groups[0]!.lances[0]!.units[0]!;
    expect(unit.pilot).toEqual({ name: 'Raven RVN-3L pilot', gunnery: 3, piloting: 4 });
    expect(unit.value).toBe(skillAdjustedBv(708, 3, 4));
    expect(unit.value).not.toBe(708);
    expect(unit.equipment).toEqual(['beagle-active-probe', 'guardian-ecm']);
    d.attacker.groups[0]!.lances[0]!.units = [{ ...raven, builder: { key: 1, facts: ravenFacts, pending: true } }];
    expect(campaignSetupFromDraft(d).errors).toEqual({
      'attacker.groups.0.lances.0.units.0.equipment':
        'Attacker (Attacker), group 1 (Recon group), unit 1 (Raven RVN-3L): Special equipment: still being read from the catalog — wait a moment',
    });
  });

  it('turns the worked example back into a setup the package accepts, keeping its ids', () => {
    const out = campaignSetupFromDraft(campaignDraftFrom(sampleCampaignSetup()));
    expect(out.errors).toEqual({});
    const setup = parseCampaignSetup(out.value);
    const sample = parseCampaignSetup(sampleCampaignSetup());
    expect(setup.attacker).toEqual(sample.attacker);
    expect(setup.defender).toEqual(sample.defender);
  });

  it('makes unique ids from names for a campaign typed in the form', () => {
    const out = campaignSetupFromDraft(filled());
    expect(out.errors).toEqual({});
    const units = ['attacker', 'defender'].flatMap((s) => out.value![s as 'attacker'].groups.flatMap((g) => g.lances.flatMap((l) => l.units.map((u) => u.id))));
    expect(units).toEqual(['wolfhound-wlf-2', 'wolfhound-wlf-2-2', 'wolfhound-wlf-2-3', 'wolfhound-wlf-2-4']);
    expect(out.value!.attacker.groups.map((g) => g.id)).toEqual(['recon-group', 'line-group']);
    expect(out.value!.defender.groups.map((g) => g.id)).toEqual(['recon-group-2', 'line-group-2']);
  });

  it('puts each bad number on its field, naming the side, group, unit (1-based) and the field label', () => {
    const d = filled();
    d.attacker.groups[1]!.lances[0]!.units[0]!.walk = '-5';
    d.defender.groups[0]!.lances[0]!.units[0]!.tonnage = '1e20';
    d.defender.groups[0]!.lances[0]!.units[0]!.pilot.gunnery = '';
    d.attacker.budget = '-5';
    const out = campaignSetupFromDraft(d);
    expect(out.value).toBeNull();
    expect(out.errors).toEqual({
      'attacker.budget': 'Attacker (Attacker): Budget (combat value) must be a whole number from 0 to 10,000,000, not -5',
      'attacker.groups.1.lances.0.units.0.walk':
        'Attacker (Attacker), group 2 (Line group), unit 1 (Wolfhound WLF-2): Walk MP must be a whole number from 0 to 30, not -5',
      'defender.groups.0.lances.0.units.0.tonnage':
        'Defender (Defender), group 1 (Recon group), unit 1 (Wolfhound WLF-2): Tons must be a whole number from 1 to 200, not 1e20',
      'defender.groups.0.lances.0.units.0.pilot.gunnery':
        'Defender (Defender), group 1 (Recon group), unit 1 (Wolfhound WLF-2): Gunnery is empty: enter a whole number from 0 to 8',
    });
  });

  it('refuses an empty lance and a blank campaign on the fields to fill', () => {
    const out = campaignSetupFromDraft(blankCampaignDraft());
    expect(out.errors.title).toBe('Title is empty');
    expect(out.errors['attacker.groups.0.lances.0.units']).toBe(
      'Attacker (Attacker), group 1 (Recon group), lance 1 (Recon group lance): Units: none yet — add at least one unit',
    );
  });

  it('reports the package’s own refusals on the field: a force over its budget', () => {
    const d = filled();
    d.attacker.budget = '10';
    d.attacker.groups[0]!.lances[0]!.units[0]!.value = '600';
    expect(campaignSetupFromDraft(d).errors).toEqual({
      'attacker.budget': "Attacker (Attacker): Budget (combat value): the attacker's force is worth 600 points, over its budget of 10",
    });
  });

  it('replaces a table with form rows; a gap in the landing table is refused on the table', () => {
    const d = filled();
    d.tables.landing = defaultTableDraft('landing');
    d.tables.landing.rows[1]!.attacksPerMech = '2';
    d.tables.landing.note = 'my house table';
    const ok = campaignSetupFromDraft(d);
    expect(ok.errors).toEqual({});
    expect(ok.value!.tables!.landing!.rows[1]).toEqual({ on: [5, 6], label: 'Scattered fire — 1 attack per Mech', contact: true, attacksPerMech: 2 });
    d.tables.landing.rows.splice(2, 1);
    expect(campaignSetupFromDraft(d).errors['tables.landing']).toMatch(/^Landing table: .*total 7 is not covered/);
    d.tables.landing.rows[0]!.to = '-5';
    expect(campaignSetupFromDraft(d).errors['tables.landing.rows.0.to']).toBe('Landing table, row 1: To (-5) is below From (-1)');
  });
});
