import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../i18n/i18n';
import deCampaign from '../../i18n/locales/de/campaign.json';
import deCommon from '../../i18n/locales/de/common.json';
import enCampaign from '../../i18n/locales/en/campaign.json';
import enCommon from '../../i18n/locales/en/common.json';
import { blankCampaignDraft, blankUnit } from './campaign-draft';
import { campaignSetupFromDraft } from './campaign-setup-from-draft';

/** The new-campaign form's refusals name their field in the reader's language (they were English constants in German). */
describe('the campaign form names a refused field in German once i18next runs', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'de',
      fallbackLng: 'en',
      ns: ['campaign', 'common'],
      resources: { en: { campaign: enCampaign, common: enCommon }, de: { campaign: deCampaign, common: deCommon } },
      interpolation: { escapeValue: false },
    });
  });
  afterAll(() => i18next.changeLanguage('en'));

  it('a side, its group, lance and unit, the field and what is missing', () => {
    const d = blankCampaignDraft();
    d.title = 'Unternehmen Donner';
    d.goal = 'Den Raumhafen nehmen';
    d.attacker.name = 'Natalie';
    d.defender.name = 'Ralph';
    for (const side of [d.attacker, d.defender])
      side.groups.forEach((g, i) => {
        g.name = `Verband ${i + 1}`;
        g.lances[0]!.name = `Kompanie ${i + 1}`;
      });
    const lance = d.attacker.groups[0]!.lances[0]!;
    lance.units = [{ ...blankUnit('Jenner JR7-D'), tonnage: '35', walk: '1e20', pilot: { name: 'Kai', gunnery: '4', piloting: '5' } }];
    d.defender.groups[0]!.lances[0]!.units = [];
    const errors = Object.values(campaignSetupFromDraft(d).errors);
    expect(errors.join('\n')).not.toMatch(/Attacker|Defender|group|lance|unit|Walk MP|none yet/);
    expect(errors.find((e) => e.includes('Gehen (BP)'))).toMatch(/^Angreifer \(Natalie\), Gruppe 1 \(Verband 1\), Einheit 1 \(Jenner JR7-D\): Gehen \(BP\)/);
    expect(errors).toContain('Verteidiger (Ralph), Gruppe 1 (Verband 1), Lanze 1 (Kompanie 1): Einheiten: noch keine — mindestens eine Einheit hinzufügen');
  });
});
