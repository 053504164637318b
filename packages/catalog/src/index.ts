export * from "./model";
export * from "./bv/skill-multipliers";
export * from "./equipment/types";
export * from "./equipment/table";
export * from "./equipment/find-equipment";
export * from "./equipment/mount-name";
