/** Fire for Effect commands (what a player does) and events (what the rules decided). */
import { z } from 'zod';
import type { Roll, Ruling, Source } from '@marshal/core';
import { pointSchema } from './schema';
import type { ArtilleryMarker, DaUnit } from './schema';
import type { Point } from './geometry';
import type { AttackKind, TargetResult } from './combat';

const moveSchema = z.object({ to: pointSchema, facing: z.number().optional() });

export const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), unit: z.string().min(1), to: pointSchema, facing: z.number().optional() }),
  z.object({ type: z.literal('board'), transport: z.string().min(1), passengers: z.array(z.string().min(1)).min(1), moveAfter: moveSchema.optional() }),
  z.object({
    type: z.literal('disembark'),
    transport: z.string().min(1),
    passengers: z.array(z.object({ unit: z.string().min(1), at: pointSchema.optional() })).min(1),
    moveBefore: moveSchema.optional(),
    moveAfter: moveSchema.optional(),
  }),
  z.object({ type: z.literal('forcedDisembark'), transport: z.string().min(1), order: z.array(z.string().min(1)).default([]) }),
  z.object({
    type: z.literal('placeArtillery'),
    firer: z.string().min(1),
    targets: z.array(pointSchema).min(1),
    formation: z.array(z.string().min(1)).default([]),
  }),
  z.object({ type: z.literal('resolveArtillery'), firer: z.string().min(1) }),
  z.object({ type: z.literal('checkFormation'), members: z.array(z.string().min(1)).min(2) }),
  z.object({ type: z.literal('damage'), unit: z.string().min(1), clicks: z.number().int().min(1), reason: z.string().default('damage') }),
  z.object({ type: z.literal('capture'), unit: z.string().min(1), captor: z.string().min(1) }),
  z.object({ type: z.literal('endTurn') }),
  z.object({
    type: z.literal('rangedAttack'),
    unit: z.string().min(1),
    targets: z.array(z.string().min(1)).min(1),
    secondary: z.boolean().optional(),
    /** An artillery unit's indirect fire attack: a friendly spotter's line of fire instead of its own. */
    indirect: z.boolean().optional(),
    /** Other members of a ranged combat formation; `unit` is the primary attacker. */
    formation: z.array(z.string().min(1)).optional(),
  }),
  z.object({ type: z.literal('closeCombat'), unit: z.string().min(1), target: z.string().min(1), formation: z.array(z.string().min(1)).optional() }),
  z.object({ type: z.literal('captureAttack'), unit: z.string().min(1), target: z.string().min(1) }),
  z.object({ type: z.literal('assignDamage'), split: z.array(z.object({ unit: z.string().min(1), clicks: z.number().int().min(0) })).min(1) }),
  z.object({ type: z.literal('vent'), unit: z.string().min(1) }),
]);

export type DaCommand = z.infer<typeof commandSchema>;

export interface Check {
  readonly label: string;
  readonly source: Source;
}

export interface MarkerResult {
  readonly marker: string;
  readonly ruling: Ruling;
  readonly lineOfFire: { blocked: boolean; terrain: readonly string[]; units: readonly string[] };
  readonly hit: boolean;
  readonly drift: { face: number; bearing: number; inches: number; from: Point; to: Point } | null;
  readonly at: Point;
  readonly offTable: boolean;
  readonly affected: readonly { unit: string; distance: number; clicks: number }[];
  readonly shielded: readonly { unit: string; terrain: readonly string[] }[];
}

export type DaEvent =
  | { type: 'orderGiven'; units: readonly string[]; order: 'move' | 'ranged-combat' | 'close-combat' | 'capture' | 'vent'; source: Source }
  | { type: 'breakAway'; unit: string; ruling: Ruling | null; roll: Roll | null; success: boolean; reason: string; source: Source }
  | {
      type: 'attackResolved';
      attacker: string;
      kind: AttackKind;
      roll: Roll;
      critical: 'hit' | 'miss' | null;
      results: readonly TargetResult[];
      damage: number;
      sources: readonly Source[];
      /** Other members of the formation behind the attacker (absent: a single unit's attack). */
      formation?: readonly string[];
    }
  | { type: 'damagePending'; attacker: string; targets: readonly string[]; damage: number; reason: string; source: Source }
  | { type: 'damageAssigned'; attacker: string; split: readonly { unit: string; clicks: number }[]; source: Source }
  | { type: 'heatChanged'; unit: string; from: number; to: number; reason: string; source: Source }
  | { type: 'gameEnded'; winner: string | null; reason: string; scores: Readonly<Record<string, number>>; source: Source }
  | { type: 'moved'; unit: string; from: Point; to: Point; facing: number; inches: number }
  | {
      type: 'boarded';
      transport: string;
      passengers: readonly string[];
      captives: readonly string[];
      speedSpent: number;
      room: { used: number; capacity: number };
      checks: readonly Check[];
    }
  | { type: 'disembarked'; transport: string; placements: readonly { unit: string; at: Point }[]; speedSpent: number; checks: readonly Check[] }
  | { type: 'disembarkRequired'; transport: string; reason: 'salvage' | 'captured'; damagePassengers: boolean; source: Source }
  | { type: 'forcedDisembarked'; transport: string; placements: readonly { unit: string; at: Point }[]; eliminated: readonly string[]; source: Source }
  | { type: 'dialTurned'; unit: string; clicks: number; from: number; to: number; status: DaUnit['status']; reason: string; source: Source }
  | { type: 'passengersEliminated'; transport: string; units: readonly string[]; source: Source }
  | { type: 'captured'; unit: string; captor: string; source: Source }
  | { type: 'artilleryPlaced'; firer: string; markers: readonly ArtilleryMarker[]; formation: readonly string[]; checks: readonly Check[] }
  | {
      type: 'artilleryResolved';
      firer: string;
      roll: Roll;
      critical: 'hit' | 'miss' | null;
      values: { attack: number; damage: number; from: 'firer' | 'marker' | 'starting-click' };
      markers: readonly MarkerResult[];
      removed: readonly string[];
      sources: readonly Source[];
    }
  | { type: 'artilleryCancelled'; firer: string; removed: readonly string[]; reason: string; source: Source }
  | { type: 'formationChecked'; members: readonly string[]; checks: readonly Check[] }
  | { type: 'turnEnded'; nextPlayer: string; turn: number };
