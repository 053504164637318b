export * from "./model";
export * from "./bv/skill-multipliers";
export * from "./equipment/types";
export * from "./equipment/table";
export * from "./equipment/find-equipment";
export * from "./equipment/mount-name";
export * from "./parse/mtf";
export * from "./parse/blk";
export { mechInternalStructure, mechWeightClass, runMp } from "./parse/mech-structure";
