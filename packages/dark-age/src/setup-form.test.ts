import { describe, expect, it } from 'vitest';
import { parseDaSetup } from './state';
import { sampleDarkAgeState, sampleSkirmish } from './sample';
import { DA_UNIT_LIBRARY, libraryUnit } from './unit-library';
import { addClick, blankUnitForm, readNumber, readUnitForm, removeClick, unitFormFromSpec } from './unit-form';
import { type DaSetupForm, blankSetupForm, formFromSetup, placedFromSpec, placedLabel, placedNames, setupFromForm } from './setup-form';
import { previewState } from './setup-preview';

const fromLibrary = (form: DaSetupForm, key: string, side: 0 | 1, at: { x: number; y: number } | null): DaSetupForm => {
  const placed = { ...placedFromSpec(form, side, unitFormFromSpec(libraryUnit(key)!.spec, false)), position: at };
  return { ...form, units: [...form.units, placed] };
};

function smallTable(): DaSetupForm {
  let f = blankSetupForm();
  f = fromLibrary(f, 'assault-walker', 0, { x: 10, y: 4 });
  f = fromLibrary(f, 'apc-transport', 0, { x: 20, y: 4 });
  f = fromLibrary(f, 'line-infantry', 0, null);
  f.units[2]!.aboard = f.units[1]!.id;
  f = fromLibrary(f, 'field-artillery-battery', 1, { x: 18, y: 32 });
  f = fromLibrary(f, 'skirmish-walker', 1, { x: 8, y: 30 });
  return f;
}

describe('sample unit library', () => {
  it('every sample unit reads back from the dial editor unchanged and starts a game alone on each side', () => {
    expect(new Set(DA_UNIT_LIBRARY.map((u) => u.key)).size).toBe(DA_UNIT_LIBRARY.length);
    for (const u of DA_UNIT_LIBRARY) {
      const { spec, errors } = readUnitForm(unitFormFromSpec(u.spec, false));
      expect(errors, u.key).toEqual([]);
      expect(spec).toEqual(u.spec);
      const f = fromLibrary(fromLibrary(blankSetupForm(), u.key, 0, { x: 10, y: 5 }), u.key, 1, { x: 10, y: 30 });
      expect(setupFromForm(f).errors, u.key).toEqual([]);
    }
  });

  it('models the capabilities the package knows: a transport, artillery with marker values, multiple attacks', () => {
    const caps = (key: string) => unitFormFromSpec(libraryUnit(key)!.spec, false).capabilities;
    expect(caps('apc-transport').transport).toBe(true);
    expect(caps('field-artillery-battery').artillery).toBe(true);
    expect(caps('rocket-carrier')).toMatchObject({ artillery: true, multipleAttacks: true });
  });
});

describe('dial editor form', () => {
  it('refuses bad numbers without rounding or clamping them', () => {
    expect(readNumber('1e20', { min: 0, max: 40 })).toBe('must be at most 40');
    expect(readNumber('-5', { min: 0, max: 40 })).toBe('must be at least 0');
    expect(readNumber('', { min: 0, max: 40 })).toBe('enter a number');
    expect(readNumber('7.5', { min: 0, max: 40, integer: true })).toBe('7.5 is not a whole number');
    expect(readNumber('ten', { min: 0, max: 40 })).toBe('“ten” is not a number');
    expect(readNumber(' 12 ', { min: 0, max: 40 })).toBe(12);
  });

  it('names the unit, the field label and the 1-based click in each error', () => {
    const f = unitFormFromSpec(libraryUnit('assault-walker')!.spec, false);
    f.dial[2]!.speed = '1e20';
    f.dial[0]!.damage = '';
    f.points = '-5';
    const { spec, errors } = readUnitForm(f);
    expect(spec).toBeNull();
    expect(errors.map((e) => e.message)).toEqual([
      'Assault Walker: Point value: must be at least 0',
      'Assault Walker: Click 1 damage: enter a number',
      'Assault Walker: Click 3 speed: must be at most 40',
    ]);
    expect(errors.map((e) => e.field)).toEqual(['points', 'dial.0.damage', 'dial.2.speed']);
  });

  it('checks capabilities against the rules: transports are vehicles, artillery range beyond maximum range, marker values in pairs', () => {
    const f = unitFormFromSpec(libraryUnit('field-artillery-battery')!.spec, false);
    f.dial[1]!.artilleryRange = '8';
    f.marker.damage = '';
    f.type = 'mech';
    f.capabilities.transport = true;
    f.capacity = '2';
    expect(readUnitForm(f).errors.map((e) => e.message)).toEqual([
      'Field Artillery Battery: Click 2 artillery range: must be more than the maximum range 10',
      'Field Artillery Battery: Capacity: only vehicles may be transports',
      'Field Artillery Battery: Marker damage: enter both marker attack and damage, or neither',
    ]);
  });

  it('adds clicks as copies of the last, removes them keeping the starting click on the dial', () => {
    let f = blankUnitForm();
    expect(f.dial).toHaveLength(1);
    f = { ...f, name: 'Test Walker', points: '50', dial: [{ ...f.dial[0]!, speed: '8', attack: '9', defense: '16', damage: '2', maxRange: '8' }] };
    f = addClick(addClick(f));
    f.startClick = 2;
    expect(readUnitForm(f).spec?.dial).toHaveLength(3);
    f = removeClick(f, 2);
    expect(f.startClick).toBe(1);
    expect(readUnitForm(f).spec).toMatchObject({ click: 1, name: 'Test Walker', points: 50 });
  });
});

describe('table set-up form', () => {
  it('builds a setup that parseDaSetup accepts, with a passenger aboard and the first player to play', () => {
    const f = smallTable();
    const { setup, errors } = setupFromForm(f);
    expect(errors).toEqual([]);
    expect(parseDaSetup(setup)).toEqual(setup);
    expect(setup!.units.map((u) => [u.id, u.controller, u.aboard])).toEqual([
      ['b1', 'Blue', null],
      ['b2', 'Blue', null],
      ['b3', 'Blue', 'b2'],
      ['r1', 'Red', null],
      ['r2', 'Red', null],
    ]);
    expect(setup!.buildTotal).toBe(300);
    expect(setup!.currentPlayer).toBe('Blue');
    expect(setup!.units[0]!.facing).toBe(90);
    expect(setup!.units[3]!.facing).toBe(270);
  });

  it('refuses a side over the build total, an unplaced unit and a base off the table, by unit name', () => {
    const f = smallTable();
    f.buildTotal = '200';
    f.units[3]!.position = null;
    f.units[4]!.position = { x: 0.5, y: 30 };
    expect(setupFromForm(f).errors.map((e) => e.message)).toEqual([
      'Field Artillery Battery: Position: click the table to place it',
      'Skirmish Walker: Position: the base is not wholly on the table',
      'Blue: Build total: 229 points fielded, over 200',
    ]);
  });

  it('the engine itself refuses a side over the build total and a missing point value under one', () => {
    const { setup } = setupFromForm(smallTable());
    expect(() => parseDaSetup({ ...setup, buildTotal: 100 })).toThrow(/Blue fields 229 points, over the build total of 100/);
    const f = smallTable();
    f.units[0]!.unit.points = '';
    expect(setupFromForm(f).errors.map((e) => e.message)).toEqual(['Assault Walker: Point value: enter the point value (the table has a build total)']);
  });

  it('passes the engine’s own refusals through with the unit named (a transport over capacity)', () => {
    let f = smallTable();
    for (let i = 0; i < 2; i++) f = fromLibrary(f, 'heavy-weapons-team', 0, null);
    f.units.slice(-2).forEach((u) => (u.aboard = 'b2'));
    f.units[0]!.unit.capabilities.mercenary = true;
    f.buildTotal = '';
    const vehicle = fromLibrary(f, 'light-recon-hover', 0, null);
    vehicle.units.at(-1)!.aboard = 'b2';
    expect(setupFromForm(vehicle).errors.map((e) => e.message)).toEqual(['APC Transport carries 6 but has capacity 4']);
    expect(setupFromForm(f).setup?.units[0]!.faction).toBeNull();
  });

  it('round-trips the river-crossing sample through the form (JSON import and export)', () => {
    const s = parseDaSetup(sampleDarkAgeState);
    const { setup, errors } = setupFromForm(formFromSetup(sampleDarkAgeState));
    expect(errors).toEqual([]);
    expect(setup).toEqual(s);
    expect(formFromSetup(JSON.parse(JSON.stringify(setup)))).toEqual(formFromSetup(sampleDarkAgeState));
  });

  it('reads terrain rectangles, refuses bad sizes by terrain number and label, and refuses a base standing in water', () => {
    const f = smallTable();
    f.terrain = [
      { id: 'river', kind: 'water', label: 'River', x: '0', y: '2', w: '36', h: '2' },
      { id: 'hill', kind: 'blocking', label: '', x: '5', y: '20', w: '0', h: '-5' },
    ];
    expect(setupFromForm(f).errors.map((e) => e.message)).toEqual(['Terrain 2: Width (″): must be more than 0', 'Terrain 2: Depth (″): must be more than 0']);
    f.terrain[1] = { ...f.terrain[1]!, w: '4', h: '3' };
    expect(setupFromForm(f).errors.map((e) => e.message)).toEqual([
      'Assault Walker: Position: the base stands in River',
      'APC Transport: Position: the base stands in River',
    ]);
    f.terrain[0]!.y = '12';
    expect(setupFromForm(f).setup?.battlefield.terrain).toEqual([
      { id: 'river', kind: 'water', label: 'River', rect: { x: 0, y: 12, w: 36, h: 2 } },
      { id: 'hill', kind: 'blocking', rect: { x: 5, y: 20, w: 4, h: 3 } },
    ]);
  });

  it('names units as players read them, never by id: two alike numbered, terrain without a label by its number', () => {
    let f = smallTable();
    f = fromLibrary(f, 'assault-walker', 0, { x: 30, y: 4 });
    f.units[5]!.unit.name = '';
    f = fromLibrary(f, 'apc-transport', 1, null);
    f.units[6]!.unit.name = ' ';
    f.units[2]!.aboard = f.units[6]!.id;
    f.terrain = [{ id: 'terrain-1', kind: 'water', label: '', x: '0', y: '2', w: '36', h: '2' }];
    const names = placedNames(f);
    expect(f.units.map((u) => names(u.id))).toEqual([
      'Assault Walker',
      'APC Transport',
      'Line Infantry',
      'Field Artillery Battery',
      'Skirmish Walker',
      'Unnamed unit 1',
      'Unnamed unit 2',
    ]);
    const messages = setupFromForm(f).errors.map((e) => e.message);
    expect(messages).toContain('Assault Walker: Position: the base stands in Terrain 1');
    expect(messages).toContain('Line Infantry: Starts aboard: Unnamed unit 2 belongs to the other side');
    expect(messages).toContain('Unnamed unit 2: Position: click the table to place it');
    for (const m of messages) expect(m).not.toMatch(/\b[br]\d\b|terrain-1/);
    const twins = fromLibrary(fromLibrary({ ...blankSetupForm(), buildTotal: '' }, 'assault-walker', 0, { x: 10, y: 5 }), 'assault-walker', 0, null);
    expect(setupFromForm(twins).errors.map((e) => e.message)).toEqual(['Assault Walker 2: Position: click the table to place it']);
    expect(placedLabel(twins, twins.units[0]!)).toBe('Assault Walker 1');
  });

  it('draws what is typed so far without reading bad numbers', () => {
    const f = smallTable();
    f.width = '1e20';
    f.units[0]!.unit.baseRadius = '';
    const p = previewState(f);
    expect(p.battlefield.width).toBe(36);
    expect(p.units[0]!.baseRadius).toBe(1);
    expect(p.units[2]!.position).toBeNull();
  });
});

describe('the standard game through the form', () => {
  it('keeps the turn limit, equipment per click and vent ratings of the hill-farm skirmish', () => {
    const form = formFromSetup(sampleSkirmish);
    expect(form.turnLimit).toBe('40');
    const { setup, errors } = setupFromForm(form);
    expect(errors).toEqual([]);
    expect(setup).toEqual(parseDaSetup(sampleSkirmish));
    const brawler = setup!.units.find((u) => u.id === 's-mech')!;
    expect(brawler.vent).toBe(2);
    expect(brawler.dial[0]!.abilities).toEqual(['grapple', 'heavy-armor']);
  });

  it('an empty turn limit is a refereed table; a bad one names the field', () => {
    expect(setupFromForm({ ...formFromSetup(sampleSkirmish), turnLimit: '' }).setup!.victory).toBeUndefined();
    expect(setupFromForm({ ...formFromSetup(sampleSkirmish), turnLimit: '0' }).errors[0]).toMatchObject({ field: 'turnLimit' });
  });
});

describe('solo games and the dial editor’s speed mode, vent rating, secondary damage and heat dial', () => {
  it('“the bot plays Player 2” becomes the setup’s bot player and reads back into the form', () => {
    const f = { ...smallTable(), botPlaysSecond: true };
    const { setup, errors } = setupFromForm(f);
    expect(errors).toEqual([]);
    expect(setup!.botPlayer).toBe('Red');
    expect(formFromSetup(setup).botPlaysSecond).toBe(true);
    expect(setupFromForm(smallTable()).setup!.botPlayer).toBeUndefined();
    expect(() => parseDaSetup({ ...setup, botPlayer: 'Green' })).toThrow(/botPlayer.*"Green" is not one of the players|"Green" is not one of the players/);
  });

  it('reads speed mode, vent rating, secondary damage and heat rows, naming bad values; they read back unchanged', () => {
    const f = unitFormFromSpec(libraryUnit('assault-walker')!.spec, false);
    f.speedMode = 'mech';
    f.vent = '3';
    f.dial[0]!.secondaryDamage = '2';
    f.heatDial = [
      { primary: '0', secondary: '0', speed: '0', shutdown: false },
      { primary: '-1', secondary: '-1', speed: '-2', shutdown: true },
    ];
    const { spec, errors } = readUnitForm(f);
    expect(errors).toEqual([]);
    expect(spec).toMatchObject({ speedMode: 'mech', vent: 3, heatDial: [{ primary: 0 }, { primary: -1, secondary: -1, speed: -2, shutdown: true }] });
    expect(spec!.dial[0]!.secondaryDamage).toBe(2);
    expect(spec!.dial[1]!.secondaryDamage).toBeUndefined();
    expect(readUnitForm(unitFormFromSpec(spec!, false)).spec).toEqual(spec);

    f.vent = '0';
    f.dial[0]!.secondaryDamage = 'two';
    f.heatDial[1]!.speed = '2';
    expect(readUnitForm(f).errors.map((e) => e.message)).toEqual([
      'Assault Walker: Click 1 secondary damage: “two” is not a number',
      'Assault Walker: Vent rating: must be at least 1',
      'Assault Walker: Heat click 1 speed modifier: must be at most 0',
    ]);
    const hover = { ...unitFormFromSpec(libraryUnit('light-recon-hover')!.spec, false), speedMode: 'mech' as const };
    expect(readUnitForm(hover).errors.map((e) => e.message)).toEqual(["Light Recon Hover: Speed mode: only a 'Mech moves as a 'Mech"]);
  });
});
