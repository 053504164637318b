import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarshalError } from '@marshal/core';
import { ApiError } from '../api';
import { checkNumber } from './number-field';
import { errorFor, fieldError, plainMessage } from './field-errors';
import { wizardNamer } from '../pages/missions/mission-request';
import { autoConvoy, checkForce } from '../pages/missions/force-checks';
import { resolveParams, type MissionUnit } from '@marshal/missions';
import { i18next } from '../i18n/i18n';
import deMissions from '../i18n/locales/de/missions.json';
import enMissions from '../i18n/locales/en/missions.json';

const unit = (id: string, name: string, side: 'attacker' | 'defender', tonnage = 50): MissionUnit => ({
  id,
  name,
  side,
  tonnage,
  countsForBoardSize: true,
  ground: true,
  withdrawalTest: 'mech',
  walkMp: 5,
  value: 1000,
  support: false,
  commander: false,
  canRecon: true,
  tag: false,
  activeProbe: false,
  hands: true,
  piloting: 5,
  crewSurvival: true,
});

describe('NumberField checks', () => {
  it('refuses huge, negative, empty and fractional numbers with the label, never coercing', () => {
    const r = { integer: true, min: 0, max: 200 };
    expect(checkNumber('1e20', 'Tons', r)).toEqual({ value: null, error: 'Tons must be a whole number from 0 to 200, not 1e20' });
    expect(checkNumber('1e20', 'Tons', {})).toEqual({ value: null, error: 'Tons must be a number up to 1,000,000,000, not 1e20' });
    expect(checkNumber('-5', 'Tons', r).error).toBe('Tons must be a whole number from 0 to 200, not -5');
    expect(checkNumber('', 'Tons', r).error).toBe('Tons is empty: enter a whole number from 0 to 200');
    expect(checkNumber('', 'Tons', { ...r, optional: true })).toEqual({ value: null, error: null });
    expect(checkNumber('2.5', 'Walking MP', r).error).toBe('Walking MP must be a whole number from 0 to 200, not 2.5');
    expect(checkNumber('12abc', 'Tons', r).error).toBe('Tons must be a whole number from 0 to 200, not "12abc"');
    expect(checkNumber('0', 'Share', { min: 0, minIncluded: false }).error).toBe('Share must be a number more than 0, not 0');
    expect(checkNumber(' 55 ', 'Tons', r)).toEqual({ value: 55, error: null });
    expect(checkNumber('12.5', 'Tons per Packrat', { integer: true, min: 0, minIncluded: false, max: 1000 }).error).toBe(
      'Tons per Packrat must be a whole number more than 0 and up to 1,000, not 12.5',
    );
  });
});

describe('errors on the field they are about', () => {
  const units = [unit('a1', 'Hunchback HBK-4G', 'attacker'), unit('a2', 'Griffin GRF-1N', 'attacker'), unit('d1', 'Wolverine WVR-6R', 'defender')];
  it("names a server's field path in a person's words, 1-based, and keys it to the form field", () => {
    const e = new ApiError(400, 'invalid', 'field units.2.tonnage: Number must be greater than or equal to 0', { field: 'units.2.tonnage' });
    const f = fieldError(e, wizardNamer(units));
    expect(f).toEqual({ key: 'defender.0.tonnage', text: 'Defender unit 1 (Wolverine WVR-6R): Tons: Number must be greater than or equal to 0' });
    expect(errorFor(f, 'defender.0.tonnage')).toBe(f.text);
    expect(errorFor(f, 'attacker.0.tonnage')).toBeNull();
    const target = fieldError(new MarshalError('assassination-target', 'a2 cannot be the target', { field: 'targets.attacker' }), wizardNamer(units));
    expect(target).toEqual({ key: 'targets.attacker', text: "Attacker's target: a2 cannot be the target" });
  });
  it('reads the path of a request the server refused by its schema, and keeps unknown fields general', () => {
    const body = { error: 'invalid-request', details: { validation: [{ instancePath: '/units/1/piloting' }] } };
    const f = fieldError(new ApiError(400, 'invalid-request', 'body/units/1/piloting must be <= 8', {}, body), wizardNamer(units));
    expect(f.key).toBe('attacker.1.piloting');
    expect(f.text).toMatch(/^Attacker unit 2 \(Griffin GRF-1N\): Piloting: /);
    expect(fieldError(new Error('the server failed'), wizardNamer(units))).toEqual({ key: null, text: 'the server failed' });
  });
  it('drops hints meant for the command line', () => {
    expect(plainMessage('no standard layout for 5 sheets (1, 2, 3, 4 or 6); give one, e.g. --layout 1x5')).toBe(
      'no standard layout for 5 sheets (1, 2, 3, 4 or 6)',
    );
    expect(plainMessage('field layout: bad')).toBe('bad');
  });
});

describe('live force checks', () => {
  it('adds the Escort convoy from the attacking tons and the chosen tons per Packrat, unless the players bring their own', () => {
    const att = [unit('a1', 'A', 'attacker', 55), unit('a2', 'B', 'attacker', 50)];
    expect(autoConvoy('escort', att, resolveParams({})).map((u) => u.id)).toEqual(['packrat-1', 'packrat-2']);
    expect(autoConvoy('escort', att, resolveParams({ convoyTonsPerPackrat: 35 }))).toHaveLength(3);
    expect(autoConvoy('escort', [{ ...att[0]!, group: 'convoy' }], resolveParams({}))).toEqual([]);
    expect(autoConvoy('open-engagement', att, resolveParams({}))).toEqual([]);
  });
  it('puts the unit cap, an unassigned Diversion unit and counted tonnage on the rows', () => {
    const many = Array.from({ length: 13 }, (_, i) => unit(`a${i}`, `U${i}`, 'attacker', i === 0 ? 15 : 50));
    const c = checkForce('diversion', 'attacker', many, resolveParams({}), false);
    expect(c.units).toBe(13);
    expect(c.rows[12]).toContain('unit 13 of the attacker: more than 12 a side only if both players agree');
    expect(c.rows[1]).toContain('put it in the trapped force or the diversion force');
    expect(c.rows[0]).toBeUndefined();
    expect(c.counted[0]).toBe(false);
    expect(c.countedTons).toBe(12 * 50);
    expect(checkForce('diversion', 'attacker', many, resolveParams({}), true).rows[12]).not.toContain(
      'unit 13 of the attacker: more than 12 a side only if both players agree',
    );
  });
});

describe("the force checks' problems in German once i18next runs (session 9)", () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'de',
      fallbackLng: 'en',
      ns: ['missions'],
      resources: { en: { missions: enMissions }, de: { missions: deMissions } },
      interpolation: { escapeValue: false },
    });
  });
  afterAll(() => i18next.changeLanguage('en'));

  it('writes the unit cap, the Diversion split and an unknown group in German', () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ ...unit(`a${i}`, `U${i}`, 'attacker'), ...(i === 0 ? { group: 'convoy' } : {}) }));
    const c = checkForce('diversion', 'attacker', many, resolveParams({}), false);
    expect(c.rows[12]).toContain('Einheit 13 des Angreifers: mehr als 12 je Seite nur, wenn beide Spieler zustimmen');
    expect(c.rows[1]).toEqual(['in die eingeschlossene Truppe oder die Ablenkungstruppe einteilen']);
    expect(c.rows[0]).toContain('diese Mission hat keine Gruppe „convoy“');
  });
  it('names the objective tokens field in German, and the tokens as the form numbers them', () => {
    const e = new MarshalError('objective-tokens', 'Objective 1 (0505) and Objective 2 (0506) are 1 hex apart; they must be at least 5 apart', {
      field: 'objectives.tokens',
    });
    expect(fieldError(e, wizardNamer([])).text).toMatch(/^Zielmarker: Objective 1 \(0505\)/);
  });
  it('names a unit row, its field, a force and the Diversion groups in German', () => {
    const units = [unit('a1', 'Atlas AS7-D', 'attacker'), unit('d1', 'Wolverine WVR-6R', 'defender')];
    const at = (field: string) => fieldError(new MarshalError('x', 'too heavy', { field }), wizardNamer(units)).text;
    expect(at('units.1.tonnage')).toBe('Einheit 1 des Verteidigers (Wolverine WVR-6R): Tonnen: too heavy');
    expect(at('group')).toBe('Gruppen der Streitkraft des Angreifers: too heavy');
    expect(at('attacker')).toBe('Streitkraft des Angreifers: too heavy');
    expect(at('targets.defender')).toBe('Ziel des Verteidigers: too heavy');
    expect(at('layout')).toBe('Anordnung der Kartenblätter: too heavy');
  });
});
