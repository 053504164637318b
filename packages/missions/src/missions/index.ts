import { MarshalError } from '@marshal/core';
import { assassination } from './assassination';
import { breakTheLine } from './break-the-line';
import { diversion } from './diversion';
import { escort } from './escort';
import { extraction } from './extraction';
import { openEngagement } from './open-engagement';
import { rapidRecon } from './rapid-recon';
import { sabotage } from './sabotage';
import { takeThePosition } from './take-the-position';
import type { MissionDefinition, MissionId } from './types';

export const MISSIONS: readonly MissionDefinition[] = [
  escort,
  diversion,
  sabotage,
  rapidRecon,
  takeThePosition,
  extraction,
  openEngagement,
  assassination,
  breakTheLine,
];

export function missionById(id: string): MissionDefinition {
  const m = MISSIONS.find((x) => x.id === id);
  if (!m) throw new MarshalError('unknown-mission', `no mission "${id}"; known: ${MISSIONS.map((x) => x.id).join(', ')}`, { field: 'mission' });
  return m;
}

export type { MissionDefinition, MissionId };
