import { describe, expect, it } from 'vitest';
import { MarshalError } from '@marshal/core';
import { sample, testCatalog } from '../../test/force-samples';
import { parseMul, writeMul, UNIT_LIST_LIMITS } from './mul';
import { forceUnitFacts } from './facts';
import { resolveForce } from './resolve';
import type { Force } from './force';

const catalog = testCatalog();

function errorOf(run: () => unknown): MarshalError {
  try {
    run();
  } catch (e) {
    if (e instanceof MarshalError) return e;
    throw e;
  }
  throw new Error('expected a MarshalError');
}

const wrap = (entities: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<unit version="0.49.19">\n${entities}\n</unit>\n`;

describe('parseMul', () => {
  it("reads MegaMek's unit list: chassis, model, type, pilot and the line each unit starts on", () => {
    expect(parseMul(sample('lance.mul'), 'lance.mul')).toEqual([
      { chassis: 'Atlas', model: 'AS7-D', type: 'Biped', pilot: { name: 'Marta "Anvil" Okafor', gunnery: 3, piloting: 4 }, line: 5 },
      { chassis: 'Griffin', model: 'GRF-1N', type: 'Biped', pilot: { name: 'Tomas Reyes', gunnery: 4, piloting: 5 }, line: 8 },
      { chassis: 'Locust', model: 'LCT-1V', type: 'Biped', pilot: { name: 'Ines Varga & Co', gunnery: 5, piloting: 6 }, line: 11 },
    ]);
  });

  it("reads a battle record's sections and a multi-crew <crew>, skipping kills and damage", () => {
    const units = parseMul(sample('battle-record.mul'), 'battle-record.mul');
    expect(units.map((u) => [u.chassis, u.model, u.pilot, u.line])).toEqual([
      ['Wasp', 'WSP-1A', { name: 'Kai Brandt', gunnery: 2, piloting: 3 }, 7],
      ['Atlas', 'AS7-Z', { name: 'Nobody Known', gunnery: 4, piloting: 5 }, 15],
      ['Grifin', 'GRF-1N', { gunnery: 4, piloting: 5 }, 23],
    ]);
  });

  it('gives a unit without a pilot gunnery 4 and piloting 5, and reads a lone <entity>', () => {
    expect(parseMul(wrap('<entity chassis="Wasp" model="WSP-1A"/>'), 'w.mul')[0]).toEqual({
      chassis: 'Wasp',
      model: 'WSP-1A',
      type: '',
      pilot: { gunnery: 4, piloting: 5 },
      line: 3,
    });
    expect(parseMul('<entity chassis="Wasp" model="WSP-1A"><pilot gunnery="1" piloting="2"/></entity>', 'e.mul')[0]!.pilot).toEqual({
      gunnery: 1,
      piloting: 2,
    });
  });

  it('names the file and line of bad skills, missing chassis and broken XML', () => {
    const bad = errorOf(() => parseMul(wrap('<entity chassis="Wasp" model="WSP-1A">\n<pilot gunnery="9" piloting="5"/></entity>'), 'bad.mul'));
    expect(bad.location).toEqual({ file: 'bad.mul', line: 3, field: 'gunnery' });
    expect(bad.message).toBe('bad.mul:3, field gunnery: gunnery "9" is not a whole number from 0 to 8');
    expect(errorOf(() => parseMul(wrap('<entity chassis="Wasp"><pilot gunnery="-1" piloting="5"/></entity>'), 'b.mul')).message).toMatch(/gunnery "-1"/);
    expect(errorOf(() => parseMul(wrap('<entity chassis="Wasp"><pilot gunnery="4"/></entity>'), 'b.mul')).message).toMatch(/no piloting/);
    expect(errorOf(() => parseMul(wrap('\n<entity model="X"/>'), 'b.mul')).location).toEqual({ file: 'b.mul', line: 4, field: 'chassis' });
    const broken = errorOf(() => parseMul('<unit>\n<entity chassis="x">\n</unit>', 'broken.mul'));
    expect(broken.code).toBe('mul-format');
    expect(broken.location.line).toBe(3);
    const pi = errorOf(() => parseMul('<?xml version="1.0v encoding="UTF-8"?>\n<unit><entity chassis="Wasp"/></unit>', 'pi.mul'));
    expect([pi.code, pi.location.line, pi.message]).toEqual(['mul-format', 1, 'pi.mul:1: not a well-formed unit list: Pi Tag is not closed.']);
    expect(errorOf(() => parseMul('<roster><entity chassis="x"/></roster>', 'r.mul')).message).toMatch(/one <unit> element/);
    expect(errorOf(() => parseMul(wrap(''), 'empty.mul')).message).toMatch(/no <entity>/);
  });

  it('refuses control characters in names, however they are written', () => {
    for (const name of ['&#27;[31mred', '&#x1b;[2J', 'tab&#9;bed'])
      expect(
        errorOf(() => parseMul(wrap(`<entity chassis="Wasp" model="WSP-1A"><pilot name="${name}" gunnery="4" piloting="5"/></entity>`), 'c.mul')).location,
      ).toEqual({
        file: 'c.mul',
        line: 3,
        field: 'name',
      });
  });

  it('decodes character references as XML does', () => {
    const pilot = (name: string) => parseMul(wrap(`<entity chassis="Wasp"><pilot name="${name}" gunnery="4" piloting="5"/></entity>`), 'r.mul')[0]!.pilot.name;
    expect(pilot('Ren&#233;e &#x4E2D; &quot;Q&quot; &amp;lt;')).toBe('Renée 中 "Q" &lt;');
  });

  it('is bounded: entity declarations, nesting depth, unit count and size are refused', () => {
    const bomb = '<?xml version="1.0"?>\n<!DOCTYPE unit [<!ENTITY a "aaaaaaaaaa">]>\n<unit><entity chassis="&a;"/></unit>';
    expect(errorOf(() => parseMul(bomb, 'bomb.mul')).location).toEqual({ file: 'bomb.mul', line: 2 });
    const deep = wrap(`<entity chassis="Wasp">${'<location>'.repeat(30)}${'</location>'.repeat(30)}</entity>`);
    expect(errorOf(() => parseMul(deep, 'deep.mul')).code).toBe('mul-too-large');
    expect(errorOf(() => parseMul(deep.replace('<entity', '\n\n<entity'), 'deep.mul')).location).toEqual({ file: 'deep.mul', line: 5 });
    const many = wrap(Array.from({ length: UNIT_LIST_LIMITS.maxUnits + 1 }, () => '<entity chassis="Wasp" model="WSP-1A"/>').join('\n'));
    const tooMany = errorOf(() => parseMul(many, 'many.mul'));
    expect(tooMany.message).toMatch(/more than 100 units/);
    expect(tooMany.location.line).toBe(3 + UNIT_LIST_LIMITS.maxUnits);
    expect(errorOf(() => parseMul('x'.repeat(UNIT_LIST_LIMITS.maxLineLength + 1), 'long.mul')).code).toBe('mul-too-large');
  });
});

describe('writeMul', () => {
  it("writes MegaMek's shape: XML declaration, <unit version>, <entity chassis model type> with a <pilot>", () => {
    const force: Force = {
      name: 'Pair',
      units: [
        { unitId: catalog[0]!.unit.id, chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'A & "B" <C>', gunnery: 3, piloting: 4 } },
        { unitId: 'not-known', chassis: 'Locust', model: 'LCT-1V', pilot: { gunnery: 4, piloting: 5 } },
      ],
    };
    const facts = { [catalog[0]!.unit.id]: forceUnitFacts(catalog[0]!.unit, catalog[0]!.bv) };
    expect(writeMul(force, { facts })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '',
        '<unit version="0.49.19" >',
        '',
        '\t\t<entity chassis="Atlas" model="AS7-D" type="Biped" commander="false">',
        '\t\t\t<pilot size="1" name="A &amp; &quot;B&quot; &lt;C&gt;" gunnery="3" piloting="4"/>',
        '\t\t</entity>',
        '\t\t<entity chassis="Locust" model="LCT-1V" commander="false">',
        '\t\t\t<pilot size="1" gunnery="4" piloting="5"/>',
        '\t\t</entity>',
        '',
        '</unit>',
        '',
      ].join('\n'),
    );
  });

  it('round-trips a MegaMek unit list: read, resolve, write, read again gives the same units and pilots', () => {
    const first = parseMul(sample('lance.mul'), 'lance.mul');
    const resolved = resolveForce(first, catalog);
    expect(resolved.problems).toEqual([]);
    const facts = Object.fromEntries(resolved.facts.map((f) => [f.unitId, f]));
    const again = parseMul(writeMul({ name: 'Lance', units: resolved.units }, { facts }), 'again.mul');
    const strip = (u: (typeof first)[number]) => ({ chassis: u.chassis, model: u.model, type: u.type, pilot: u.pilot });
    expect(again.map(strip)).toEqual(first.map(strip));
    expect(resolveForce(again, catalog).units).toEqual(resolved.units);
  });
});
