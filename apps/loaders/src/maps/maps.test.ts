import { describe, expect, it } from 'vitest';
import { findBoard, listBoards, loadBoard, loadMap } from './boards';
import { findMechMovement } from './units';

describe('bundled boards', () => {
  it('finds boards by id, file name or a unique part, and says when a name is ambiguous', () => {
    expect(listBoards()).toHaveLength(240);
    expect(findBoard('Beginner Box/16x17 Grassland 1').id).toBe('Beginner Box/16x17 Grassland 1');
    expect(findBoard('16x17 city (skyscraper)').id).toBe('MapSet6/16x17 City (Skyscraper)');
    expect(() => findBoard('City')).toThrow(/"City" matches \d+ boards/);
    expect(() => findBoard('Atlantis')).toThrow(/no bundled board matches "Atlantis"/);
    expect(loadBoard('City (Skyscraper)')).toBe(loadBoard('City (Skyscraper)'));
  });
  it('composes maps with rotation and layouts', () => {
    const map = loadMap('Grassland 1@180, City (Skyscraper), Desert 1, Lake Area', '2x2');
    expect([map.width, map.height]).toEqual([32, 34]);
    expect(map.sheets.map((s) => s.rotated)).toEqual([true, false, false, false]);
    expect(() => loadMap('Grassland 1,Desert 1,Lake Area,City (Skyscraper),Woodland')).toThrow(/no standard layout for 5 sheets/);
  });
});

describe("a 'Mech's movement from the bundled unit files", () => {
  it('reads walk, run and jump by name', () => {
    expect(findMechMovement('Atlas AS7-D')).toEqual({ name: 'Atlas AS7-D', walk: 3, run: 5, jump: 0 });
    expect(findMechMovement('wolverine wvr-6r')).toMatchObject({ walk: 5, jump: 5 });
    expect(() => findMechMovement('Atlas')).toThrow(/"Atlas" matches \d+ units/);
    expect(() => findMechMovement('Zzyzx')).toThrow(/no 'Mech named "Zzyzx"/);
  });
});
