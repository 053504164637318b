export * from './schema';
export * from './state';
export * from './sources';
export { recordMission, matchUnits } from './record-mission';
export { missionFacts, type MissionRecordRef } from './from-mission';
export { contractModule, initContract, applyContractEvent, CONTRACT_NEXT_ROUTE, CONTRACT_RECORD_ROUTE } from './module';
export { contractForceEntries, type ContractForceEntry, nextMissionForce } from './next-force';
export { contractBattleUnit, contractDamagePoints } from './battle-damage';
export { battleStartPilotHits } from './from-mission';
