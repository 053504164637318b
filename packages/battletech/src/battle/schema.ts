import { z } from 'zod';
import { type Source, sourceSchema } from '@marshal/core';
import { unitSchema } from '../calculator/module-schema';
import { MUNITION_IDS, type MunitionId } from '../rules/munitions';

/** External input for a battle: the map, sides, units with pilots and starting hexes, and the commands of the turn loop. */
const skill = z.number().int().min(0).max(8);
const hexLabel = z.string().regex(/^\d{4,6}$/, 'a hex label such as 0505');
const edge = z.enum(['north', 'south', 'east', 'west']);
const ecmMode = z.enum(['ecm', 'eccm', 'two-standard', 'stealth', 'off']);

export const battleSetupSchema = z.object({
  title: z.string().min(1).max(200).default('Battle'),
  map: z.object({
    boards: z.array(z.object({ name: z.string().min(1), text: z.string().min(1), rotated: z.boolean().default(false) })).min(1),
    layout: z.object({ rows: z.number().int().min(1), cols: z.number().int().min(1) }).optional(),
  }),
  movement: z.enum(['alternating', 'simultaneous']).default('alternating'),
  /**
   * Phase time limits the shell enforces (seed 003 §2.1: 120 s movement, 60 s fire, one more minute to change
   * orders after a failed roll); null for untimed play. On time-out the player keeps what was written or does nothing.
   */
  timers: z
    .object({
      movementSeconds: z.number().int().min(1),
      fireSeconds: z.number().int().min(1),
      afterFailedRollSeconds: z.number().int().min(0),
      /** What a seat whose clock runs out does unless it said otherwise: carry out what it had written so far, or nothing. */
      onTimeOut: z.enum(['as-written', 'nothing']).default('as-written'),
    })
    .nullable()
    .default(null),
  /** Rounds after which the battle ends as a draw (Solaris duels: 20); null for none. */
  roundLimit: z.number().int().min(1).nullable().default(null),
  /**
   * `homeEdge`: where the side's units retreat (forced withdrawal heads there); `exitEdges`: the edges its units
   * may leave the map by (default all four; a mission narrows them, e.g. Escort's convoy only by the far edge);
   * `closedHexes`: hexes the side's units may not enter, each with the rule that closes it (a mission's objective hexes).
   */
  sides: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1).optional(),
        homeEdge: edge.optional(),
        exitEdges: z.array(edge).min(1).optional(),
        closedHexes: z
          .array(z.object({ hex: z.string().regex(/^\d{4,6}$/), reason: z.string().min(1).max(300) }))
          .max(100)
          .optional(),
      }),
    )
    .length(2),
  units: z
    .array(
      z.object({
        id: z.string().min(1),
        side: z.string().min(1),
        unit: unitSchema,
        gunnery: skill,
        piloting: skill,
        /** The pilot's name, printed on the record sheet; omitted: unnamed. */
        pilotName: z.string().max(100).optional(),
        hex: hexLabel,
        facing: z.number().int().min(0).max(5),
        /**
         * What its ECM suite is set to at the start (Solaris VII Stable Challenge §8.6.1: ECCM may be chosen before the
         * battle); omitted: ECM, or stealth for a unit with stealth armour. A mode the rules do not allow makes no field.
         */
        ecmMode: ecmMode.optional(),
        /**
         * Weapon modes marked on the record sheet at the start and used all game, by weapon index (Solaris VII Stable
         * Challenge §8.7: machine guns in rapid fire, `{ "4": "rapid-fire" }`); the rules must define the mode.
         */
        weaponModes: z.record(z.string().regex(/^\d{1,2}$/, 'a weapon index'), z.string().min(1).max(40)).optional(),
        /**
         * Set up hidden (Total Warfare Hidden Units, p. 259): the other side does not see it until it moves or attacks,
         * an enemy unit moves next to it, or an enemy active probe finds it.
         */
        hidden: z.boolean().optional(),
        /**
         * Special munitions loaded before the battle, by ammunition bin index (the roster's choice; Solaris VII Stable
         * Challenge §1.1): `{ "0": "precision" }`. Each bin must feed a weapon that fires the munition.
         */
        munitions: z.record(z.string().regex(/^\d{1,2}$/, 'an ammunition bin index'), z.enum(MUNITION_IDS as [MunitionId, ...MunitionId[]])).optional(),
        /** Moves before every other unit each turn, whatever the initiative (seed 000 Escort: the Packrat convoy). */
        movesFirst: z.boolean().optional(),
        /**
         * Damage the unit brings from earlier fighting (a campaign): points on front or rear armour, or `internal` straight
         * on the structure, applied in order before the battle starts. Omitted: the unit starts undamaged.
         */
        damage: z
          .array(
            z.object({
              location: z.string().min(1).max(8),
              amount: z.number().int().min(1).max(500),
              rear: z.boolean().optional(),
              internal: z.boolean().optional(),
            }),
          )
          .max(80)
          .optional(),
        /** Hits the pilot brings from earlier fighting (a contract's ledger); omitted: none. Six kill, so at most five. */
        pilotHits: z.number().int().min(0).max(5).optional(),
      }),
    )
    .min(2),
  /**
   * Objective buildings units may fire at (a mission's targets): Total Warfare immobile structures, each with where it
   * stands and its construction factor. A fire declaration aims at one with `target: "building:<id>"`. Omitted: the battle has none.
   */
  buildings: z
    .array(
      z.object({
        id: z
          .string()
          .min(1)
          .regex(/^[^:]+$/, 'a building id without ":"'),
        hex: hexLabel,
        cf: z.number().int().min(1),
        label: z.string().min(1).max(100).optional(),
      }),
    )
    .optional(),
  /**
   * The to-hit modifier of every shot at one of the buildings, with its source, when the rules that set up the battle
   * give their own (a mission's rule). Omitted: Total Warfare's immobile target, −4.
   */
  /**
   * Deployment in turns before the first round (a mission's "both players take it in turn to deploy"): `first` places
   * one unit, then the other side, and so on; each side only inside its zone's hexes. `rule` says it in words, `source`
   * where it comes from. Units' `hex`/`facing` are then suggestions (the bot's). Omitted: every unit starts where the setup puts it.
   */
  deployment: z
    .object({
      first: z.string().min(1),
      rule: z.string().min(1).max(500),
      source: sourceSchema.transform((x): Source => x),
      zones: z.array(z.object({ side: z.string().min(1), name: z.string().min(1).max(300), hexes: z.array(hexLabel).min(1).max(10000) })).length(2),
    })
    .optional(),
  buildingToHit: z
    .object({ label: z.string().min(1).max(200), value: z.number().int().min(-12).max(12), source: sourceSchema.transform((x): Source => x) })
    .optional(),
});

const unitId = z.string().min(1);
/** `target`: an enemy unit's id, or `building:<id>` for an objective building of the setup. */
/** `podEccm`: an iNarc ECM pod fired as an ECCM pod (Solaris VII Stable Challenge §8.6.1, needs the ECCM option). */
/** `bin`: the ammunition bin to fire from (its kind of round chosen for this shot); omitted, the first with a round. */
const attack = z.object({
  weapon: z.number().int().min(0),
  target: unitId,
  podEccm: z.literal(true).optional(),
  bin: z.number().int().min(0).max(200).optional(),
});
/**
 * A physical attack: punch (an arm) and kick (a leg) name the limb; push uses both arms; a brush-off (an arm) takes an
 * iNarc pod off the unit itself (Total Warfare p. 141); `remove-pods` has a vehicle's crew take every iNarc pod off the
 * vehicle itself (no roll; it neither moved nor fired this turn). Charges and deaths from
 * above are declared with movement ("Ch", "DFA 0805" in the orders) and stand here once declared.
 */
const physical = z.object({
  kind: z.enum(['punch', 'kick', 'push', 'charge', 'dfa', 'brush-off', 'remove-pods']),
  limb: z.enum(['LA', 'RA', 'LL', 'RL']).optional(),
  target: unitId,
  /** A brush-off (`target`: the unit itself) names the pod it tries to remove: its place among the unit's working pods. */
  pod: z.number().int().min(0).max(99).optional(),
});

export const battleCommandSchema = z.discriminatedUnion('type', [
  /** Deployment in turns: place one unit of the side whose turn it is on a hex of its zone, with its facing. */
  z.object({ type: z.literal('deploy'), unit: unitId, hex: hexLabel, facing: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('initiative') }),
  /** `elevation`: a flying unit's (VTOL's) elevation above the ground after the move, 1 MP a level changed; omitted, it keeps its elevation. */
  z.object({
    type: z.literal('move'),
    unit: unitId,
    orders: z.string().max(500),
    mode: z.enum(['walk', 'run', 'jump']).optional(),
    elevation: z.number().int().min(1).max(20).optional(),
  }),
  z.object({ type: z.literal('writeOrders'), side: z.string().min(1), orders: z.record(unitId, z.string().max(500)) }),
  /** After a failed roll before the reveal: new orders for the unit (rolled again as needed), or null to keep the written ones. */
  z.object({ type: z.literal('reviseOrders'), side: z.string().min(1), unit: unitId, orders: z.string().max(500).nullable() }),
  z.object({ type: z.literal('fire'), unit: unitId, attacks: z.array(attack).max(40), twist: z.number().int().min(-1).max(1).default(0) }),
  z.object({ type: z.literal('physical'), unit: unitId, attack: physical.nullable() }),
  /**
   * A move paused next to a hidden unit: its point-blank shot at the moving unit (weapons as in a fire declaration,
   * every one at the mover), or no attacks to let it pass and stay hidden.
   */
  z.object({ type: z.literal('pointBlank'), unit: unitId, attacks: z.array(attack).max(40), twist: z.number().int().min(-1).max(1).default(0) }),
  /** At the start of the weapon attack phase, before any fire is declared: the unit takes cover behind a hexside (0 north … 5 north-west). */
  z.object({ type: z.literal('takeCover'), unit: unitId, hexside: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('heat') }),
  z.object({ type: z.literal('end') }),
  /** In the end phase (before `end`): set a unit's ECM suite for the next turn (ECM, ECCM, an Angel suite as two standard suites, stealth, off). */
  z.object({ type: z.literal('setEcm'), unit: unitId, mode: ecmMode }),
  /**
   * A side's phase clock ran out (played by the shell that keeps the clock): its units do nothing, or carry out
   * what it had written so far (`orders`, the draft of its written movement; fire and physical attacks already declared stand).
   */
  z.object({
    type: z.literal('timeOut'),
    side: z.string().min(1),
    choice: z.enum(['as-written', 'nothing']),
    orders: z.record(unitId, z.string().max(500)).optional(),
  }),
]);

export type BattleSetup = z.infer<typeof battleSetupSchema>;
export type BattleCommand = z.infer<typeof battleCommandSchema>;
export type FireDeclaration = z.infer<typeof attack>;
export type PhysicalDeclaration = z.infer<typeof physical>;
