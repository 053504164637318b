/** 'Mech locations by configuration: the code, the crit-section heading in .mtf files and the armour keys. */

export type MechLayout = 'biped' | 'quad' | 'tripod';

export interface MechLocation {
  readonly code: string;
  readonly section: string;
  readonly armorKey: string;
  readonly rearKey?: string;
}

const TORSO_AND_HEAD: readonly MechLocation[] = [
  { code: 'HD', section: 'Head', armorKey: 'HD' },
  { code: 'CT', section: 'Center Torso', armorKey: 'CT', rearKey: 'RTC' },
  { code: 'LT', section: 'Left Torso', armorKey: 'LT', rearKey: 'RTL' },
  { code: 'RT', section: 'Right Torso', armorKey: 'RT', rearKey: 'RTR' },
];

const BIPED: readonly MechLocation[] = [
  { code: 'LA', section: 'Left Arm', armorKey: 'LA' },
  { code: 'RA', section: 'Right Arm', armorKey: 'RA' },
  ...TORSO_AND_HEAD,
  { code: 'LL', section: 'Left Leg', armorKey: 'LL' },
  { code: 'RL', section: 'Right Leg', armorKey: 'RL' },
];

export const MECH_LOCATIONS: Readonly<Record<MechLayout, { readonly locations: readonly MechLocation[] }>> = {
  biped: { locations: BIPED },
  tripod: { locations: [...BIPED, { code: 'CL', section: 'Center Leg', armorKey: 'CL' }] },
  quad: {
    locations: [
      { code: 'FLL', section: 'Front Left Leg', armorKey: 'FLL' },
      { code: 'FRL', section: 'Front Right Leg', armorKey: 'FRL' },
      ...TORSO_AND_HEAD,
      { code: 'RLL', section: 'Rear Left Leg', armorKey: 'RLL' },
      { code: 'RRL', section: 'Rear Right Leg', armorKey: 'RRL' },
    ],
  },
};
