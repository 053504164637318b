/**
 * Players' words for units and distances. Units are kept by id (the record's key, never shown); a player reads the
 * unit's name, numbered where two share it ("Rifle Squad 1", "Rifle Squad 2"), and a short tag for the counter on
 * the table ("RS1"). The rules measure to a thousandth of an inch (movement.ts, combat.ts, artillery.ts round to 3
 * places and compare exactly); a player reads a tenth, which never contradicts a whole-inch limit (`inchesText`).
 */

interface Named {
  readonly id: string;
  readonly name: string;
}

export interface UnitLabel {
  /** "Rifle Squad 2": the unit's name, numbered when another unit has the same name. */
  readonly name: string;
  /** "RS2": initials of the name (at most three) and the same number, short enough for a base on the table. */
  readonly tag: string;
}

const initials = (name: string): string => {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]!).join('') : (words[0] ?? '?').slice(0, 3);
  return letters.slice(0, 3).toUpperCase();
};

/** Each unit's name and counter tag by id; an id that is not a unit stays as it is. */
export function unitLabels(units: readonly Named[]): { readonly get: (id: string) => UnitLabel; readonly name: (id: string) => string } {
  const count = new Map<string, number>();
  for (const u of units) count.set(u.name, (count.get(u.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const tags = new Set<string>();
  const labels = new Map<string, UnitLabel>();
  for (const u of units) {
    const n = (seen.get(u.name) ?? 0) + 1;
    seen.set(u.name, n);
    const numbered = count.get(u.name)! > 1;
    let tag = `${initials(u.name)}${numbered ? n : ''}`;
    // Two names with the same initials ("Strike Mech", "Scout Mech") get the next free number.
    for (let k = 2; tags.has(tag); k++) tag = `${initials(u.name)}${k}`;
    tags.add(tag);
    labels.set(u.id, { name: numbered ? `${u.name} ${n}` : u.name, tag });
  }
  const get = (id: string): UnitLabel => labels.get(id) ?? { name: id, tag: id };
  return { get, name: (id) => get(id).name };
}

/**
 * A distance as players read it, in tenths of an inch: 6 → 6, 29.732 → 29.7. A value within a twentieth of a whole
 * inch but not on it is rounded away from that inch to hundredths (8.004 → 8.01, 7.996 → 7.99), so a range or a
 * move that the rules find past a whole-inch limit never reads as exactly on it. Display only: rules use the exact
 * value. Format it in the reader's language with up to two decimals (`inchesText` for the engine's English lines).
 */
export function displayInches(inches: number): number {
  const whole = Math.round(inches);
  if (Math.abs(inches - whole) < 1e-9) return whole;
  const tenths = Math.round(inches * 10) / 10;
  if (tenths !== whole) return tenths;
  return inches > whole ? Math.ceil(inches * 100 - 1e-9) / 100 : Math.floor(inches * 100 + 1e-9) / 100;
}

/** `displayInches` as the engine's English lines write it: "29.7", "6", "8.01". */
export const inchesText = (inches: number): string => String(displayInches(inches));
