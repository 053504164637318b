import {
  type DaPlacedForm,
  type DaSetupForm,
  type DaUnitForm,
  blankClick,
  blankHeatRow,
  blankSetupForm,
  blankUnitForm,
  readUnitForm,
  setupFromForm,
} from '@marshal/dark-age';
import { describe, expect, it } from 'vitest';
import { localDecimals } from './engine-text';
import { de, englishLeft } from './engine-text.testing';

const GROUPS = ['daForm.line.'];

/** A unit form with every field wrong in a way the form reader names. */
function badUnit(over: Partial<DaUnitForm> = {}): DaUnitForm {
  const u = blankUnitForm();
  return {
    ...u,
    name: '',
    points: '12.5',
    baseRadius: '0',
    capacity: 'x',
    attacks: '9',
    frontArc: '400',
    rearArc: '-1',
    speedMode: 'mech',
    vent: '0',
    heatDial: [{ ...blankHeatRow(), primary: '2', secondary: 'a', speed: '-20' }],
    capabilities: { transport: true, artillery: true, multipleAttacks: true, arcs: true, mercenary: false },
    marker: { attack: '3', damage: '', targetValue: '99', blastRadius: '0' },
    startClick: 5,
    dial: [
      { ...blankClick(), speed: '', attack: 'seven', defense: '41', damage: '1.5', minRange: '8', maxRange: '6', artilleryRange: '4', secondaryDamage: '11' },
    ],
    ...over,
  };
}

const placed = (id: string, side: 0 | 1, unit: DaUnitForm, more: Partial<DaPlacedForm> = {}): DaPlacedForm =>
  ({ id, side, unit, position: null, facing: 'north', aboard: '', ...more }) as unknown as DaPlacedForm;

describe('the Fire for Effect set-up and unit forms’ problems in German', () => {
  it('every problem the unit form names reads German: who, the field and the problem', () => {
    const messages = [
      ...readUnitForm(badUnit()).errors,
      ...readUnitForm(badUnit({ type: 'infantry', dial: [], marker: { attack: '', damage: '', targetValue: '5', blastRadius: '' } })).errors,
      ...readUnitForm(badUnit({ name: 'Rocket Carrier', type: 'vehicle' }), 'Rocket Carrier (b1)').errors,
    ].map((e) => e.message);
    expect(messages.length).toBeGreaterThan(15);
    expect(
      englishLeft(
        messages.map((m) => [m, GROUPS] as const),
        ['Rocket Carrier', 'b1'],
      ),
    ).toEqual([]);
    expect(de('Unnamed unit: Click 1 maximum range: must be at least 0', GROUPS)).toBe('Namenlose Einheit: Klick 1 Höchstreichweite: muss mindestens 0 sein');
  });

  it('every problem the set-up form names reads German, the table’s, the terrain’s and each placed unit’s', () => {
    const form: DaSetupForm = {
      ...blankSetupForm(),
      title: ' ',
      players: ['Anna', 'Anna'],
      width: '3',
      height: 'deep',
      buildTotal: '10',
      turnLimit: '0',
      terrain: [{ id: 't1', label: 'Wald', kind: 'woods', x: 'x', y: '-5', w: '0', h: '2000' } as never],
      units: [
        placed('a1', 0, { ...blankUnitForm(), name: 'APC', points: '' }, { aboard: 'a2', facing: '999' }),
        placed('a2', 0, { ...blankUnitForm(), name: 'Walker', points: '40' }),
        placed('b1', 1, { ...blankUnitForm(), name: 'Scout', points: '30' }, { aboard: 'a2' }),
      ],
    };
    const messages = setupFromForm(form).errors.map((e) => e.message);
    const empty = setupFromForm({ ...blankSetupForm(), players: ['', 'Red'], units: [] }).errors.map((e) => e.message);
    expect(messages.length).toBeGreaterThan(8);
    const shown = [...messages, ...empty].map((m) => [m, GROUPS] as const);
    expect(englishLeft(shown, ['APC', 'Walker', 'Scout', 'Anna', 'Wald', 'a1', 'a2', 'b1'])).toEqual([]);
    expect(de('Table: Table width (″): must be at least 6', GROUPS)).toBe('Tisch: Tischbreite (″): muss mindestens 6 sein');
  });

  it('units named as the form names them read German: two unnamed cards numbered, a full transport by its name', () => {
    const form: DaSetupForm = {
      ...blankSetupForm(),
      buildTotal: '',
      units: [placed('a1', 0, { ...blankUnitForm(), name: '' }), placed('a2', 0, { ...blankUnitForm(), name: '' })],
    };
    const messages = setupFromForm(form).errors.map((e) => e.message);
    expect(messages).toContain('Unnamed unit 2: Position: click the table to place it');
    expect(
      englishLeft(
        messages.map((m) => [m, GROUPS] as const),
        [],
      ),
    ).toEqual([]);
    expect(de('Unnamed unit 2: Position: click the table to place it', GROUPS)).toBe('Namenlose Einheit 2: Position: zum Aufstellen auf den Tisch klicken');
    expect(de('APC Transport carries 6 but has capacity 4', GROUPS)).toBe('APC Transport transportiert 6, fasst aber nur 4');
  });
});

describe('decimals inside engine sentences', () => {
  it('are written with the reader’s decimal sign; whole numbers, names and labels are left alone', () => {
    expect(localDecimals({ tons: '31.25', count: 3, hex: '0808', unit: 'AS7-D', version: '0.1.0' }, 'de')).toEqual({
      tons: '31,25',
      count: 3,
      hex: '0808',
      unit: 'AS7-D',
      version: '0.1.0',
    });
    expect(localDecimals({ tons: '31.25' }, 'en')).toEqual({ tons: '31.25' });
  });
});
