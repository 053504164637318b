/** Fire for Effect table state as external input: battlefield, terrain, units with dials, markers. Inches throughout. */
import { z } from 'zod';
import { ABILITY_IDS } from './abilities';

export const pointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });

export const terrainSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['blocking', 'hindering', 'water', 'elevated']),
  rect: z.object({ x: z.number(), y: z.number(), w: z.number().positive(), h: z.number().positive() }),
  label: z.string().optional(),
});

export const clickSchema = z.object({
  speed: z.number().int().min(0),
  attack: z.number().int().min(0),
  defense: z.number().int().min(0),
  damage: z.number().int().min(0),
  minRange: z.number().min(0).default(0),
  maxRange: z.number().min(0),
  artilleryRange: z.number().positive().optional(),
  salvage: z.boolean().optional(),
  /** A 'Mech's second damage value (the primary is `damage`). */
  secondaryDamage: z.number().int().min(0).optional(),
  /** Special equipment shown at this click, as capabilities the rules read (see abilities.ts). */
  abilities: z.array(z.enum(ABILITY_IDS)).optional(),
});

/** A drift chart as printed on an artillery marker: bearings from the arrow for black-die faces 1–6, inches by shortfall. */
export const driftChartSchema = z.object({
  directions: z.array(z.number()).length(6).optional(),
  distances: z
    .array(z.object({ shortfall: z.tuple([z.number().int().min(1), z.number().int().min(1)]), inches: z.number().min(0) }))
    .min(1)
    .optional(),
});

export const heatRowSchema = z.object({
  primary: z.number().int().max(0).default(0),
  secondary: z.number().int().max(0).default(0),
  speed: z.number().int().max(0).default(0),
  shutdown: z.boolean().optional(),
});

export const markerSpecSchema = z.object({
  attack: z.number().int().min(0),
  damage: z.number().int().min(0),
  targetValue: z.number().int().optional(),
  blastRadius: z.number().positive().optional(),
  drift: driftChartSchema.optional(),
});

export const unitSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: z.enum(['mech', 'vehicle', 'infantry']),
  points: z.number().int().min(0).optional(),
  faction: z.string().min(1).nullable(),
  controller: z.string().min(1),
  baseRadius: z.number().positive(),
  position: pointSchema.nullable(),
  facing: z.number().default(0),
  frontArc: z.number().min(0).max(360).optional(),
  rearArc: z.number().min(0).max(360).optional(),
  capacity: z.number().int().min(0).default(0),
  attacks: z.number().int().min(1).default(1),
  dial: z.array(clickSchema).min(1),
  click: z.number().int().min(0).default(0),
  status: z.enum(['active', 'salvage', 'eliminated']).default('active'),
  captiveOf: z.string().nullable().default(null),
  aboard: z.string().nullable().default(null),
  orderTokens: z.number().int().min(0).default(0),
  ordered: z.boolean().default(false),
  marker: markerSpecSchema.optional(),
  /** How the unit moves; infantry without one is on foot (only foot infantry may capture). */
  speedMode: z.enum(['foot', 'wheeled', 'tracked', 'hover', 'mech']).optional(),
  /** 'Mechs: heat clicks taken (from pushing) and the vent rating a vent order removes. */
  heat: z.number().int().min(0).optional(),
  vent: z.number().int().min(1).optional(),
  /**
   * A 'Mech's heat dial: one row per heat click from 0 (cool), each the modifiers it gives the primary damage, secondary damage
   * and speed values (0 or less); a row marked shutdown shuts the 'Mech down. Heat beyond the last row reads the last row.
   */
  heatDial: z.array(heatRowSchema).min(1).optional(),
});

export const markerSchema = z.object({
  id: z.string().min(1),
  firer: z.string().min(1),
  owner: z.string().min(1),
  position: pointSchema,
  arrow: z.number(),
  origin: pointSchema,
  placedTurn: z.number().int().min(1),
  members: z.array(z.string()).default([]),
  formationBonus: z.number().int().min(0).default(0),
});

export const setupSchema = z.object({
  title: z.string().min(1).default('Fire for Effect skirmish'),
  battlefield: z.object({ width: z.number().positive(), height: z.number().positive(), terrain: z.array(terrainSchema).default([]) }),
  players: z.array(z.string().min(1)).length(2),
  buildTotal: z.number().int().positive().optional(),
  currentPlayer: z.string().min(1),
  turn: z.number().int().min(1).default(1),
  units: z.array(unitSchema).min(1),
  markers: z.array(markerSchema).default([]),
  pendingDisembark: z
    .object({ transport: z.string(), reason: z.enum(['salvage', 'captured']), damagePassengers: z.boolean() })
    .nullable()
    .default(null),
  /** A player whose orders the bot gives (a solo game): the web page asks `daBotCommand` on that player's turns. */
  botPlayer: z.string().min(1).optional(),
  /** Orders a player may give each turn; when absent, worked out from the build total. */
  ordersPerTurn: z.number().int().min(1).optional(),
  /** Orders given so far this turn by the current player. */
  ordersUsed: z.number().int().min(0).optional(),
  /**
   * Victory conditions: present, the game ends when a side has no unit left that counts, at the turn limit (the time limit,
   * counted in turns) or when a side reaches the scenario's score; absent, a refereed table runs until the referee stops.
   */
  victory: z.object({ turnLimit: z.number().int().min(1).optional(), pointsToWin: z.number().int().min(1).optional() }).optional(),
  /** A multi-target hit waiting for the attacker to split its damage. */
  pendingDamage: z
    .object({ attacker: z.string(), targets: z.array(z.string()).min(2), damage: z.number().int().min(0), reason: z.string() })
    .nullable()
    .optional(),
  outcome: z
    .object({ winner: z.string().nullable(), reason: z.string(), scores: z.record(z.string(), z.number()) })
    .nullable()
    .optional(),
});

export type DialClick = z.infer<typeof clickSchema>;
export type Terrain = z.infer<typeof terrainSchema>;
export type DaUnit = z.infer<typeof unitSchema>;
export type ArtilleryMarker = z.infer<typeof markerSchema>;
export type DaSetupInput = z.input<typeof setupSchema>;
export type DaSetup = z.infer<typeof setupSchema>;
export type Battlefield = DaSetup['battlefield'];
