/**
 * The most a unit file (.mtf or .blk) may hold, and the range of each number read from it (docs/security.md).
 * Every bound is far above the bundled MegaMek files (their largest: 13,562 characters, 834 lines, a line of
 * 2,319 characters, 6 battle-armour troopers, a 30-trooper platoon, 2,400,000 tons) and low enough that a
 * file is read in milliseconds and nothing built from it (structure per trooper, Battle Value) can run away.
 */
export const UNIT_FILE_LIMITS = Object.freeze({
  maxChars: 1_000_000,
  maxLines: 20_000,
  maxLineLength: 10_000,
  /** Chassis, model and other names. */
  maxNameLength: 200,
  /** One equipment line or critical slot, marks included. */
  maxEquipmentLength: 200,
  /** Years of introduction. */
  minYear: 0,
  maxYear: 5_000,
});

/** Ranges of the numbers in a .mtf 'Mech file. */
export const MTF_LIMITS = Object.freeze({
  /** Critical slots listed for one location (MegaMek writes 12, or 6 for legs and head as 12 with empties). */
  maxSlotsPerLocation: 12,
  maxWalkMp: 40,
  maxJumpMp: 40,
  maxEngineRating: 500,
  maxHeatSinks: 200,
  maxArmorPerLocation: 1_000,
  maxMulId: 10_000_000,
});

/** Ranges of the numbers in a .blk file (vehicles, battle armour, infantry, ProtoMechs, aerospace). */
export const BLK_LIMITS = Object.freeze({
  /** Battle armour: troopers in a squad or Point. */
  minTroopers: 1,
  maxTroopers: 6,
  /** Conventional infantry: troopers per squad, squads per platoon, and the platoon in all. */
  maxSquadSize: 30,
  maxSquads: 30,
  maxPlatoonTroopers: 100,
  maxTonnage: 10_000_000,
  maxMp: 100,
  maxArmorLocations: 16,
  maxArmorPerLocation: 100_000,
  /** Any other number a .blk file carries (engine type, omni flag, weight class …), either way from 0. */
  maxOtherNumber: 1_000_000_000,
});
