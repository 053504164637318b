/** A campaign force: sides made of groups, groups of lances or stars, lances of units with pilots. */
import { z } from 'zod';

export const SPECIAL_EQUIPMENT = [
  'beagle-active-probe',
  'clan-active-probe',
  'bloodhound-active-probe',
  'guardian-ecm',
  'clan-ecm',
  'angel-ecm',
  'watchdog',
] as const;
export type SpecialEquipment = (typeof SPECIAL_EQUIPMENT)[number];

export const UNIT_KINDS = ['mech', 'vehicle', 'infantry', 'battle-armor', 'protomech', 'aerospace', 'other'] as const;
export type ForceUnitKind = (typeof UNIT_KINDS)[number];

export const GROUP_ROLES = ['reconnaissance', 'line', 'fire-support', 'reserve'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'letters, digits, "-", "_" or "." (no spaces)');

export const pilotSchema = z.object({
  name: z.string().min(1),
  gunnery: z.number().int().min(0).max(8).default(4),
  piloting: z.number().int().min(0).max(8).default(5),
});

export const forceUnitSchema = z.object({
  id,
  name: z.string().min(1),
  kind: z.enum(UNIT_KINDS),
  tonnage: z.number().positive().max(200),
  /** Walking MP for 'Mechs, cruising MP for vehicles. */
  walk: z.number().int().min(0).max(30),
  jump: z.number().int().min(0).max(30).default(0),
  equipment: z.array(z.enum(SPECIAL_EQUIPMENT)).default([]),
  pilot: pilotSchema,
  /** Combat value (points) counted against the side's budget. */
  value: z.number().int().min(0).default(0),
  /** Normal logistics cost per operational turn; when absent the rules' default per-ton cost applies. */
  logisticsCost: z.number().int().min(0).optional(),
  catalogId: z.string().optional(),
});

export const lanceSchema = z.object({
  id,
  name: z.string().min(1),
  formation: z.enum(['lance', 'star']).default('lance'),
  units: z.array(forceUnitSchema).min(1),
});

export const groupSchema = z.object({
  id,
  name: z.string().min(1),
  role: z.enum(GROUP_ROLES),
  lances: z.array(lanceSchema).min(1),
});

export const sideSchema = z.object({
  name: z.string().min(1),
  /** Combat-value points the referee allows this side; the force may not exceed it. */
  budget: z.number().int().min(0).optional(),
  /** Logistics points available for the whole campaign; when spent out, the side can pay no more. */
  supply: z.number().int().min(0).optional(),
  groups: z.array(groupSchema).min(1),
});

export type Pilot = z.infer<typeof pilotSchema>;
export type ForceUnit = z.infer<typeof forceUnitSchema>;
export type ForceUnitInput = z.input<typeof forceUnitSchema>;
export type Lance = z.infer<typeof lanceSchema>;
export type Group = z.infer<typeof groupSchema>;
export type SideSetup = z.infer<typeof sideSchema>;
export type SideInput = z.input<typeof sideSchema>;
export type SideId = 'attacker' | 'defender';
export const SIDES: readonly SideId[] = ['attacker', 'defender'];
export const otherSide = (side: SideId): SideId => (side === 'attacker' ? 'defender' : 'attacker');
