/** The catalog and core types the combat rules read, gathered in one place. */
export type { Unit, WeightClass, UnitKind, LocationCode, PlatoonArms } from '@marshal/catalog';
export { MarshalError } from '@marshal/core';
