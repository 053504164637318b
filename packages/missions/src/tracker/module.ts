import { type GameModule, parseWith } from '@marshal/core';
import { baseMissionRules, missionOptions, type MissionRules } from '../options';
import { applyMissionEvent } from './apply';
import { type MissionCommand, type MissionSetup, missionCommandSchema, missionSetupSchema } from './commands';
import type { MissionEvent } from './events';
import { initMission } from './init';
import { narrateMissionEvent } from './narrate';
import { resolveMission } from './resolve';
import type { MissionState } from './state';

/** The mission tracker: a referee's entries (or a digital battle's reports) in, mission events out. */
export const missionModule: GameModule<MissionState, MissionCommand, MissionEvent, MissionRules, MissionSetup> = {
  id: 'mission',
  version: '1',
  title: 'Mechwarriors of Fortune mission tracker',
  options: missionOptions,
  baseRules: baseMissionRules,
  parseSetup: (input) => parseWith(missionSetupSchema, input, 'mission setup'),
  parseCommand: (input) => parseWith(missionCommandSchema, input, 'mission command'),
  /** The referee (whoever set the mission up, or an organiser) enters what happens at the table. */
  authority: {
    create: 'participant',
    commands: {
      setPhase: 'referee',
      endTurn: 'referee',
      reportDamage: 'referee',
      exitUnit: 'referee',
      destroyUnit: 'referee',
      rollCrewSurvival: 'referee',
      immobiliseUnit: 'referee',
      decideImmobile: 'referee',
      damageBuilding: 'referee',
      attemptRecon: 'referee',
      attemptExtraction: 'referee',
      dropObjective: 'referee',
      reportArea: 'referee',
      agreeCeasefire: 'referee',
      endGame: 'referee',
    },
  },
  init: (setup) => initMission(setup),
  resolve: (state, command, ctx) => resolveMission(state, command, ctx.rules, ctx.dice),
  apply: applyMissionEvent,
  narrate: narrateMissionEvent,
};
