import { bookSource, defaultSource, formatSource as englishSource, seedSource, type Source } from '@marshal/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { de, en as templates } from './engine-text.testing';
import { translateWith } from './engine-text';
import { i18next } from './i18n';
import { formatSource, sourceWords } from './source-text';
import enCommon from './locales/en/common.json';
import deCommon from './locales/de/common.json';
import deEngine from './locales/de/engine.json';

const sources: Source[] = [
  defaultSource('M42 Leadership (Ld) test', 'the seed never defines the Ld test; the common convention 2D6 ≤ Ld is used'),
  bookSource('Total Warfare', { page: 115, section: 'Attack modifiers', table: 'To-Hit Modifiers Table', note: 'x' }),
  { kind: 'house-rule', id: 'escort-half', note: 'exactly half the convoy gets out' },
  { kind: 'derived', note: 'both rules together', from: [seedSource('002', '1. Check Task Force Morale'), defaultSource('a table', 'a guess')] },
];

describe('rule citations in German (the titles as published, the words around them German)', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'de',
      fallbackLng: 'en',
      ns: ['common', 'engine'],
      defaultNS: 'common',
      resources: { en: { common: enCommon }, de: { common: deCommon, engine: deEngine } },
      interpolation: { escapeValue: false },
    });
  });

  it('writes every kind of source with German wrapper words', () => {
    expect(sources.map(formatSource)).toEqual([
      'Standardannahme — Quelltabelle nicht verfügbar (M42 Leadership (Ld) test): the seed never defines the Ld test; the common convention 2D6 ≤ Ld is used',
      'Total Warfare, S. 115, Attack modifiers, Tabelle „To-Hit Modifiers Table“ — x',
      'Hausregel escort-half: exactly half the convoy gets out',
      'both rules together (abgeleitet aus M42 – The Starting Phase (v0.5), 1. Check Task Force Morale; ' +
        'Standardannahme — Quelltabelle nicht verfügbar (a table): a guess)',
    ]);
  });

  it('recognises a source the engines already wrote as text, and leaves other text alone', () => {
    expect(sources.map((s) => sourceWords(englishSource(s)))).toEqual(sources.map(formatSource));
    expect(sourceWords('MechWarrior: Fire for Effect, Transports')).toBe('MechWarrior: Fire for Effect, Transports');
  });

  it('puts a cited source inside an engine sentence into German too', () => {
    const line = `Hover APC is salvage: its passengers must get off now [${englishSource(sources[0]!)}]`;
    const german = de(line, ['ffe.']);
    expect(german).toMatch(/\[Standardannahme — Quelltabelle nicht verfügbar \(M42 Leadership \(Ld\) test\): the seed/);
    expect(german).not.toMatch(/source table not available/);
    expect(translateWith(line, templates, ['ffe.'], (k, p) => i18next.t(k, { ns: 'engine', ...p }))).toBe(german);
  });

  it('stays English for an English reader', async () => {
    await i18next.changeLanguage('en');
    expect(sources.map(formatSource)).toEqual(sources.map(englishSource));
    expect(sourceWords(englishSource(sources[0]!))).toBe(englishSource(sources[0]!));
  });
});
