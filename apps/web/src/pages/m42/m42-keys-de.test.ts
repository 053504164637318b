import { describe, expect, it } from 'vitest';
import { i18next } from '../../i18n/i18n';
import deCommon from '../../i18n/locales/de/common.json';
import deM42 from '../../i18n/locales/de/m42.json';
import { defaultM42Draft } from './m42-draft';
import { m42SetupFromDraft } from './m42-setup-from-draft';

describe('M42 start form errors in German (ADR 0036, session 8)', () => {
  it('names the side, the unit or officer and the field in German, with the German number words', async () => {
    await i18next.init({ lng: 'de', ns: ['common', 'm42'], resources: { de: { common: deCommon, m42: deM42 } }, interpolation: { escapeValue: false } });
    const d = defaultM42Draft();
    d.players[0].units[1]!.suppression = '-5';
    d.players[1].officers[0]!.ld = '1e20';
    d.turn = '';
    d.victory.defender[0]!.turn = '0';
    d.players[1].units[0]!.name = ' ';
    expect(m42SetupFromDraft(d).errors).toEqual({
      turn: 'Zug ist leer: eine ganze Zahl von 1 bis 999 eingeben',
      'players.0.units.1.suppression':
        'Angreifer (Strike Force), Einheit 2 (Rifle Squad 1): Niederhalten-Marker muss eine ganze Zahl von 0 bis 99 sein, nicht -5',
      'players.1.officers.0.ld': 'Verteidiger (Garrison), Offizier 1 (Lieutenant): Ld muss eine ganze Zahl von 0 bis 20 sein, nicht 1e20',
      'victory.defender.0.turn': 'Verteidiger: Siegbedingung 1: Bis Zug muss eine ganze Zahl von 1 bis 999 sein, nicht 0',
      'players.1.units.0.name': 'Verteidiger (Garrison), Einheit 1: Name ist leer',
    });
  });
});
