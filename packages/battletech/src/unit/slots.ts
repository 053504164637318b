/** What occupies a critical slot, read from the catalog's slot entry. */
export type SlotSystem =
  | 'empty'
  | 'structural'
  | 'life-support'
  | 'sensors'
  | 'cockpit'
  | 'engine'
  | 'gyro'
  | 'shoulder'
  | 'upper-arm'
  | 'lower-arm'
  | 'hand'
  | 'hip'
  | 'upper-leg'
  | 'lower-leg'
  | 'foot'
  | 'heat-sink'
  | 'jump-jet'
  | 'ammo'
  | 'case'
  | 'tsm'
  | 'equipment';

const PATTERNS: readonly [RegExp, SlotSystem][] = [
  [/^lifesupport/u, 'life-support'],
  [/^sensors?/u, 'sensors'],
  [/cockpit$/u, 'cockpit'],
  [/engine$/u, 'engine'],
  [/gyro$/u, 'gyro'],
  [/^shoulder/u, 'shoulder'],
  [/^upperarm/u, 'upper-arm'],
  [/^lowerarm/u, 'lower-arm'],
  [/^hand/u, 'hand'],
  [/^hip/u, 'hip'],
  [/^upperleg/u, 'upper-leg'],
  [/^lowerleg/u, 'lower-leg'],
  [/^foot/u, 'foot'],
  [/heatsink/u, 'heat-sink'],
  [/jumpjet/u, 'jump-jet'],
  [/ammo/u, 'ammo'],
  [/^(is|clan|cl)?case(ii)?$/u, 'case'],
  [/^(is|clan|cl)?(tsm|triplestrengthmyomer)$/u, 'tsm'],
  [/^(is|clan|cl)?(endosteel|ferrofibrous|endocomposite|reactive|reflective|stealth)/u, 'structural'],
];

export function classifySlot(id: string | null): SlotSystem {
  if (id === null || id.trim() === '' || /^-*empty-*$/iu.test(id.trim())) return 'empty';
  const key = id.toLowerCase().replace(/[^a-z0-9]/gu, '');
  for (const [re, system] of PATTERNS) if (re.test(key)) return system;
  return 'equipment';
}

/**
 * Slots a critical hit can strike. Empty slots, and the structure/armour slots Total Warfare says to
 * re-roll, are not hittable; a slot already hit is not hit again.
 */
export const isHittable = (system: SlotSystem, hit: boolean): boolean => !hit && system !== 'empty' && system !== 'structural';

export const ARM_ACTUATORS: readonly SlotSystem[] = ['shoulder', 'upper-arm', 'lower-arm', 'hand'];
export const LEG_ACTUATORS: readonly SlotSystem[] = ['hip', 'upper-leg', 'lower-leg', 'foot'];
