export { ForceBuilder, type ForceBuilderProps, type RowExtras } from './force-builder';
export { newRow, parseSkill, rowLabel, rowsToForce, skillErrors, type ForceRow } from './force-rows';
export { factsForForce } from './saved-forces';
export { type SearchFilters } from './unit-search';
