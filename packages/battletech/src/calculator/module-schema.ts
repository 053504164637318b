import { z } from 'zod';

/** External input for the combat module: setup (units and pilots) and commands, validated with zod. */
const armor = z.object({ front: z.number().int().min(0), rear: z.number().int().min(0).optional() });

export const unitSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(['mech', 'vehicle', 'vtol', 'battle-armor', 'infantry', 'protomech', 'aerospace', 'other']),
    chassis: z.string(),
    model: z.string(),
    name: z.string().min(1),
    tonnage: z.number().positive(),
    weightClass: z.enum(['ultralight', 'light', 'medium', 'heavy', 'assault', 'superheavy']),
    movement: z.object({ walk: z.number().int().min(0), run: z.number().int().min(0), jump: z.number().int().min(0), mode: z.string().optional() }),
    heatSinks: z.object({ count: z.number(), type: z.enum(['single', 'double', 'laser', 'compact']), dissipation: z.number() }).optional(),
    armor: z.record(z.string(), armor),
    internalStructure: z.record(z.string(), z.number().int().min(0)),
    criticals: z.record(z.string(), z.array(z.string().nullable())),
    equipment: z.array(
      z.object({ equipmentId: z.string(), fileName: z.string(), location: z.string(), rearMounted: z.boolean(), slots: z.array(z.number()) }).passthrough(),
    ),
    ammo: z.array(
      z.object({
        equipmentId: z.string(),
        location: z.string(),
        tons: z.number(),
        shots: z.number().int().min(0),
        /** The munition the unit file names ("Narc-capable"), when it names one. */
        munition: z.string().max(40).optional(),
      }),
    ),
    source: z.object({ path: z.string(), format: z.enum(['mtf', 'blk']) }),
  })
  .passthrough();

const skill = z.number().int().min(0).max(8);

export const setupSchema = z.object({
  title: z.string().min(1).max(200).default('Combat'),
  units: z
    .array(
      z.object({
        id: z.string().min(1),
        unit: unitSchema,
        gunnery: skill,
        piloting: skill,
        heat: z.number().int().min(0).default(0),
        hullDown: z.boolean().optional(),
        immobile: z.boolean().optional(),
        elevation: z.number().int().min(0).max(50).optional(),
        /** Already swarming this unit (battle armour or infantry on a 'Mech). */
        swarming: z.string().min(1).optional(),
      }),
    )
    .min(1),
});

const direction = z.enum(['front', 'rear', 'left', 'right']);
const moved = z.enum(['stood', 'walked', 'ran', 'jumped']);
const targetMoved = z.object({ hexes: z.number().int().min(0), jumped: z.boolean().default(false) });
const modifierSchema = z.object({ id: z.string(), label: z.string(), value: z.number().int(), source: z.any() });
const los = z.object({
  modifiers: z.array(modifierSchema).default([]),
  partialCover: z
    .object({
      kind: z.enum(['horizontal', 'water', 'quarter', 'vertical', 'three-quarter']),
      locations: z.array(z.string()),
      side: z.enum(['left', 'right']).optional(),
    })
    .passthrough()
    .nullable()
    .default(null),
  takingCover: z.boolean().optional(),
});

export const commandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('weaponAttack'),
    attacker: z.string(),
    target: z.string(),
    weapon: z.string(),
    weaponLocation: z.string().optional(),
    range: z.number().int().min(0),
    attackerMoved: moved,
    targetMoved,
    direction: direction.default('front'),
    los: los.optional(),
    secondaryTarget: z.enum(['front', 'other']).optional(),
    probeInRange: z.boolean().optional(),
    targetStealth: z.boolean().optional(),
    mode: z.string().optional(),
    inArray: z.boolean().optional(),
    flamerEffect: z.enum(['damage', 'heat']).optional(),
    aim: z.string().min(1).optional(),
    targetInOpen: z.boolean().optional(),
    /** The rounds fired ('standard' or a munition id); by default the first bin with a round. */
    rounds: z.string().min(1).max(40).optional(),
    /** Enemy ECM on the line of fire, and the attacker's own stealth armour: an Artemis FCS then adds nothing. */
    enemyEcm: z.boolean().optional(),
    attackerStealth: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('physicalAttack'),
    kind: z.enum(['punch', 'kick', 'push', 'charge', 'dfa']),
    attacker: z.string(),
    target: z.string(),
    limb: z.string().optional(),
    attackerMoved: moved,
    targetMoved,
    hexesMoved: z.number().int().min(0).optional(),
    direction: direction.default('front'),
    los: los.optional(),
  }),
  z.object({
    type: z.literal('antiMechAttack'),
    kind: z.enum(['leg', 'swarm', 'swarm-damage', 'let-go', 'brush-off']),
    attacker: z.string(),
    target: z.string(),
    range: z.number().int().min(0).default(0),
    targetMoved: targetMoved.default({ hexes: 0, jumped: false }),
    limb: z.string().optional(),
  }),
  z.object({ type: z.literal('endPhase') }),
  z.object({ type: z.literal('heatPhase'), movementHeat: z.record(z.string(), z.number().int().min(0)).default({}) }),
  z.object({ type: z.literal('setHeat'), unit: z.string(), heat: z.number().int().min(0) }),
]);

export type CombatSetup = z.infer<typeof setupSchema>;
export type CombatCommand = z.infer<typeof commandSchema>;
