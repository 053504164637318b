// Score lines in players' words (Solaris VII Stable Challenge §4 Scoring of Duels), read from the lines the engine
// stores, so a record made before reads the same; English and German.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { scoreBye, scoreDuel, baseRules } from '@marshal/tournament';
import en from '../../i18n/locales/en/tournament.json';
import de from '../../i18n/locales/de/tournament.json';
import { scoreLineWords } from './score-words';

async function translator(lng: 'en' | 'de') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { tournament: en }, de: { tournament: de } }, ns: ['tournament'], defaultNS: 'tournament' });
  return i18n.t;
}

const side = (state: 'intact' | 'crippled' | 'destroyed', pulsePoints: number, precisionPoints: number, ammoTons: number) => ({
  state,
  pulsePoints,
  precisionPoints,
  ammoTons,
});

describe('score lines in players’ words', () => {
  const { a, b } = scoreDuel(side('intact', 0, 4, 2), side('destroyed', 9, 0, 0), baseRules);

  it('says what each line is for, in English', async () => {
    const tr = await translator('en');
    const engine = (s: string) => s;
    expect(a.lines.map((l) => `${scoreLineWords(l, tr, engine)}: +${l.points}`)).toEqual([
      'Outcome: enemy destroyed: +3',
      "Pulse-weapon points no higher than the opponent's (0 against 9): +1",
      "Precision-ammunition points higher than the opponent's (4 against 0), no bonus: +0",
      "The 'Mech carries ammunition (2 t): +1",
    ]);
    expect(b.lines.map((l) => scoreLineWords(l, tr, engine))).toEqual([
      'Outcome: own destroyed, enemy intact',
      "Pulse-weapon points higher than the opponent's (9 against 0), no bonus",
      "Precision-ammunition points no higher than the opponent's (0 against 4)",
      "The 'Mech carries less than 1 t of ammunition (0 t), no bonus",
    ]);
    expect(scoreLineWords(scoreBye(baseRules).lines[0]!, tr, engine)).toBe('Bye (no opponent)');
  });

  it('reads a stored line of the old shape the same, and in German', async () => {
    const tr = await translator('de');
    const stored = { id: 'pulse' as const, label: 'pulse points 0 ≤ 9' };
    expect(scoreLineWords(stored, tr, (s) => s)).toBe('Pulswaffen-Punkte nicht höher als beim Gegner (0 gegen 9)');
    expect(scoreLineWords({ id: 'ammo', label: 'carries 0 t of ammunition (under 1 t)' }, tr, (s) => s)).toBe(
      'Der ’Mech führt weniger als 1 t Munition mit (0 t), kein Bonus',
    );
    expect(scoreLineWords({ id: 'outcome', label: 'enemy destroyed' }, tr, () => 'Gegner vernichtet')).toBe('Ausgang: Gegner vernichtet');
    // A line of a shape the page does not know is shown as the engine wrote it.
    expect(scoreLineWords({ id: 'outcome', label: 'something new' }, tr, (s) => `«${s}»`)).toBe('Ausgang: «something new»');
  });
});
