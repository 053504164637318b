import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../i18n/i18n';
import deCommon from '../i18n/locales/de/common.json';
import enCommon from '../i18n/locales/en/common.json';
import { checkNumber } from './number-rules';

const whole = { integer: true, min: 0, max: 8 };

describe('number errors in the interface language (ADR 0036, session 8)', () => {
  it('reads English from the English file before i18next has started', () => {
    expect(i18next.isInitialized).toBeFalsy();
    expect(checkNumber('-5', 'Gunnery', whole).error).toBe('Gunnery must be a whole number from 0 to 8, not -5');
  });

  describe('once i18next runs', () => {
    beforeAll(async () => {
      await i18next.init({
        lng: 'de',
        fallbackLng: 'en',
        ns: ['common'],
        defaultNS: 'common',
        resources: { en: { common: enCommon }, de: { common: deCommon } },
        interpolation: { escapeValue: false },
      });
    });
    afterAll(() => i18next.changeLanguage('en'));

    it('writes German errors with German numbers', async () => {
      await i18next.changeLanguage('de');
      expect(checkNumber('-5', 'Gunnery', whole).error).toBe('Gunnery muss eine ganze Zahl von 0 bis 8 sein, nicht -5');
      expect(checkNumber('', 'Tonnen', { integer: true, min: 10, max: 200 }).error).toBe('Tonnen ist leer: eine ganze Zahl von 10 bis 200 eingeben');
      expect(checkNumber('abc', 'Entfernung', { min: 0, minIncluded: false }).error).toBe('Entfernung muss eine Zahl größer als 0 sein, nicht „abc“');
      expect(checkNumber('1e20', 'Summe', { min: 0 }).error).toBe('Summe muss eine Zahl von mindestens 0 und bis 1.000.000.000 sein, nicht 1e20');
      expect(checkNumber('3', 'Gunnery', whole)).toEqual({ value: 3, error: null });
    });

    it('keeps the English words unchanged', async () => {
      await i18next.changeLanguage('en');
      expect(checkNumber('-5', 'Gunnery', whole).error).toBe('Gunnery must be a whole number from 0 to 8, not -5');
      expect(checkNumber('abc', 'Range', { min: 0, minIncluded: false }).error).toBe('Range must be a number more than 0, not "abc"');
      expect(checkNumber('1e20', 'Total', { min: 0 }).error).toBe('Total must be a number of at least 0 and up to 1,000,000,000, not 1e20');
    });
  });
});
