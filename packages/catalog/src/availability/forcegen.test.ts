import { describe, expect, it } from 'vitest';
import { MarshalError } from '@marshal/core';
import { isAvailable } from './availability';
import { availabilityFromForceGenerator } from './forcegen';

const year = (y: number, body: string) => ({ year: y, path: `${y}.xml`, xml: `<?xml version='1.0'?><ratgen><units>${body}</units></ratgen>` });

describe('force-generator availability', () => {
  const data = availabilityFromForceGenerator(
    [
      year(
        3067,
        `<chassis name='Atlas' unitType='Mek'><availability>FS:4,DC:3,LA:0</availability>
         <model name='AS7-D'><availability>General:8</availability></model>
         <model name='AS7-K'><availability>DC:6</availability></model></chassis>`,
      ),
      year(
        3025,
        `<chassis name='Atlas' unitType='Mek'><availability>FS:2</availability><model name='AS7-D'><availability>FS:5</availability></model></chassis>`,
      ),
    ],
    'test',
  );

  it('gives a model the chassis factions it lists, or all of them for General', () => {
    expect(isAvailable(data, 'Atlas AS7-D', 'FS', 'jihad')).toBe(false);
    expect(isAvailable(data, 'Atlas AS7-D', 'FS', 'civil-war')).toBe(true);
    expect(isAvailable(data, 'Atlas AS7-D', 'DC', 'Civil War')).toBe(true);
    expect(isAvailable(data, 'Atlas AS7-K', 'FS', 'Civil War')).toBe(false);
    expect(isAvailable(data, 'Atlas AS7-D', 'LA', 'Civil War')).toBe(false);
    expect(isAvailable(data, 'Atlas AS7-D', 'FS', 'Late Succession War - Renaissance')).toBe(true);
  });

  it('names the file when the XML is broken', () => {
    expect(() => availabilityFromForceGenerator([{ year: 3050, path: 'bad.xml', xml: '<ratgen><units>' }], 'x')).toThrow(MarshalError);
  });
});

describe('faction spellings', () => {
  it('matches a MUL faction name against force-generator codes and a code against MUL names', () => {
    const fg = availabilityFromForceGenerator(
      [year(3070, `<chassis name='Atlas'><availability>FS:4</availability><model name='AS7-D'><availability>General:8</availability></model></chassis>`)],
      'x',
    );
    expect(isAvailable(fg, 'Atlas AS7-D', 'Federated Suns', 'Jihad')).toBe(true);
    expect(isAvailable(fg, 'Atlas AS7-D', 'fs', 'Jihad')).toBe(true);
  });
});
