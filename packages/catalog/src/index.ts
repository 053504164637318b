export * from "./model";
export * from "./bv/skill-multipliers";
