export * from './force';
export * from './catalog-adapter';
export * from './scenarios';
export * from './sources';
export * from './rules';
export * from './setup';
export * from './state';
export * from './commands';
export * from './events';
export * from './fielding';
export * from './meeting-modifier';
export * from './meeting-engagement';
export * from './landing';
export * from './battle';
export * from './turn-end';
export * from './apply';
export * from './module';
export * from './timeline';
export * from './tables/landing-table';
export * from './tables/meeting-table';
export * from './tables/meeting-modifiers';
export * from './tables/scenario-chart';
export * from './tables/group-eligibility';
export * from './tables/table-overrides';

import { landingTable } from './tables/landing-table';
import { meetingTable } from './tables/meeting-table';
/** The campaign's roll tables, for the library's registry. */
export const campaignTables = [landingTable, meetingTable] as const;
