import { basename } from 'node:path';
import { MarshalError, headerHash } from '@marshal/core';
import { type ContractState, type MissionUnit, contractForceEntries, missionUnitFromCatalog } from '@marshal/missions';
import type { catalogFor } from '@marshal/loaders';

/** The contract's units that may fight, as mission units with their pilots and the damage they carry (`only`: these ids). */
export function contractMissionUnits(
  s: ContractState,
  catalog: ReturnType<typeof catalogFor>,
  side: 'attacker' | 'defender',
  file: string,
  only?: readonly string[],
  commander?: string,
): MissionUnit[] {
  return contractForceEntries(s, only).map((u) => {
    const entry = catalog.find(u.unitId);
    if (!entry) throw new MarshalError('unknown-unit', `${u.name} (${u.unitId}) is not in the unit catalog`, { file });
    const unit = missionUnitFromCatalog(entry.unit, {
      id: u.id,
      side,
      gunnery: u.gunnery,
      piloting: u.piloting,
      value: entry.bv ?? 0,
      commander: commander === u.id,
    });
    return { ...unit, name: u.name, startDamage: u.startDamage };
  });
}

/** How the ledger names a mission kept in a file: the file's name and its header's hash. */
export const missionRef = (missionFile: string, header: Parameters<typeof headerHash>[0]) => `${basename(missionFile)}#${headerHash(header).slice(0, 16)}`;
