import { campaignModule, parseCampaignSetup, sampleCampaignSetup } from '@marshal/campaign';
import { describe, expect, it } from 'vitest';
import { blankGroup, blankUnit } from './campaign-draft';
import { supportGroupFromDraft } from './support-form';

const state = () => campaignModule.init(parseCampaignSetup(sampleCampaignSetup()), campaignModule.baseRules);

describe('support group form → receiveSupport group', () => {
  it('makes ids that do not collide with the campaign’s, and refuses bad numbers on the field', () => {
    const s = state();
    const g = blankGroup('Recon group', 'reconnaissance');
    g.lances[0]!.units = [{ ...blankUnit('Jenner JR7-D'), tonnage: '35', walk: '7', jump: '5', pilot: { name: 'Kim', gunnery: '3', piloting: '4' } }];
    const ok = supportGroupFromDraft(s, g, null);
    expect(ok.errors).toEqual({});
    expect(ok.value!.id).toBe('recon-group');
    expect(ok.value!.lances[0]!.units[0]).toMatchObject({ id: 'jenner-jr7-d', walk: 7, pilot: { name: 'Kim', gunnery: 3, piloting: 4 } });
    g.lances[0]!.units[0]!.walk = '1e20';
    expect(supportGroupFromDraft(s, g, null).errors).toEqual({
      'group.lances.0.units.0.walk': 'Support group (Recon group), unit 1 (Jenner JR7-D): Walk MP must be a whole number from 0 to 30, not 1e20',
    });
  });

  it('adds lances to an existing group under its own id, name and role', () => {
    const s = state();
    const g = blankGroup('ignored', 'reserve');
    g.lances[0]!.units = [{ ...blankUnit('Atlas'), tonnage: '100', walk: '3', pilot: { name: 'Lee', gunnery: '4', piloting: '5' } }];
    const out = supportGroupFromDraft(s, g, 'nat-line-group');
    expect(out.value).toMatchObject({ id: 'nat-line-group', name: 'Line group', role: 'line' });
    expect(s.units['atlas']).toBeDefined();
    expect(out.value!.lances[0]!.units[0]!.id).toBe('atlas-2');
  });
});
