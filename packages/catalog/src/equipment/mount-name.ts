/** Split a mount line from a unit file into the equipment name and its mounting marks (rear, turret, omni-pod …). */

export interface MountName {
  readonly name: string;
  readonly rear: boolean;
  readonly turret: boolean;
  readonly omniPod: boolean;
  readonly armored: boolean;
  readonly split: boolean;
  /** Explicit size from `:size:N`. */
  readonly size?: number;
  /** Vehicle grenade launcher facing mark (FL, FR, RL, RR). */
  readonly facing?: string;
}

const MARKS: readonly [RegExp, keyof Omit<MountName, 'name' | 'size' | 'facing'>][] = [
  [/\s*\(omnipod\)$/i, 'omniPod'],
  [/\s*:omni$/i, 'omniPod'],
  [/\s*\(armored\)$/i, 'armored'],
  [/\s*\((?:t|st|pt)\)$/i, 'turret'],
  [/\s*\(r\)$/i, 'rear'],
  [/\s*\(split\)$/i, 'split'],
];

const PLAIN = { rear: false, turret: false, omniPod: false, armored: false, split: false } as const;

export function parseMountName(text: string): MountName {
  let name = text.trim();
  if (!name.includes('(') && !name.includes(':')) return { name, ...PLAIN };
  const flags = { rear: false, turret: false, omniPod: false, armored: false, split: false };
  let size: number | undefined;
  let facing: string | undefined;
  const sizeMatch = /:size:(\d+(?:\.\d+)?)/i.exec(name);
  if (sizeMatch) {
    size = Number(sizeMatch[1]);
    name = name.slice(0, sizeMatch.index) + name.slice(sizeMatch.index + sizeMatch[0].length);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [pattern, flag] of MARKS) {
      if (pattern.test(name)) {
        name = name.replace(pattern, '');
        flags[flag] = true;
        changed = true;
      }
    }
    const face = /\s*\((fl|fr|rl|rr)\)$/i.exec(name);
    if (face) {
      facing = face[1]!.toUpperCase();
      name = name.slice(0, face.index);
      changed = true;
    }
  }
  return { name: name.trim(), ...flags, ...(size !== undefined ? { size } : {}), ...(facing ? { facing } : {}) };
}
