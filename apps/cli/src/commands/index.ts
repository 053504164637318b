import type { Command } from 'commander';
import { missionCommands } from './mission';
import { m42Commands } from './m42';
import { darkAgeCommands } from './dark-age';
import { serveCommand } from './serve';
import { diceCommands } from './dice';
import { tablesCommand } from './tables';
import { recordCommands } from './records';
import { campaignCommands } from './campaign';
import { tournamentCommands } from './tournament';
import { attackCommands } from './attack';
import { mapCommands } from './map';
import { catalogCommands } from './catalog';
import { simulateCommands } from './simulate';
import { forceCommands } from './force';
import { contractCommands } from './contract';

/** Each area registers its `marshal …` subcommands here; one file per area under commands/. */
export type CommandModule = (program: Command) => void;

export const commandModules: CommandModule[] = [
  missionCommands,
  m42Commands,
  darkAgeCommands,
  serveCommand,
  diceCommands,
  tablesCommand,
  recordCommands,
  campaignCommands,
  tournamentCommands,
  mapCommands,
  catalogCommands,
  attackCommands,
  simulateCommands,
  forceCommands,
  contractCommands,
];
