/** Mission numbers players may change per game (Sundry 2) — never the money. */
import { z } from 'zod';
import type { Source } from '@marshal/core';
import { s000 } from './sources';

export const missionParamsSchema = z
  .object({
    ceasefireEarliestTurn: z.number().int().min(0).default(6),
    convoyTonsPerPackrat: z.number().int().positive().default(50),
    sabotageBuildings: z.number().int().positive().default(4),
    objectiveMinApart: z.number().int().nonnegative().default(5),
    reconObjectives: z.number().int().positive().default(4),
    reconMinFromEdge: z.number().int().nonnegative().default(4),
    reconBaseTarget: z.number().int().default(7),
    reconWithdrawAfterTurn: z.number().int().positive().default(8),
    extractionBaseTarget: z.number().int().default(5),
    extractionWithdrawAfterTurn: z.number().int().positive().default(10),
    extractionMinFromEdge: z.number().int().nonnegative().default(6),
    positionTurnLimit: z.number().int().positive().default(10),
    positionTonnageShare: z.number().positive().max(1).default(0.25),
    breakLineTurnLimit: z.number().int().positive().default(8),
    minGroundTons: z.number().nonnegative().default(20),
  })
  .strict();

export type MissionParams = z.infer<typeof missionParamsSchema>;

export const PARAM_SOURCES: Readonly<Record<keyof MissionParams, Source>> = {
  ceasefireEarliestTurn: s000('Ending the Game', 'rule 2'),
  convoyTonsPerPackrat: s000('Escort › Set Up'),
  sabotageBuildings: s000('Sabotage'),
  objectiveMinApart: s000('Sabotage › Set Up / Rapid Recon › Set Up'),
  reconObjectives: s000('Rapid Recon › Set Up'),
  reconMinFromEdge: s000('Rapid Recon › Set Up'),
  reconBaseTarget: s000('Rapid Recon › Special rules'),
  reconWithdrawAfterTurn: s000('Rapid Recon › Game end'),
  extractionBaseTarget: s000('Extraction › Special rules'),
  extractionWithdrawAfterTurn: s000('Extraction › Game end'),
  extractionMinFromEdge: s000('Extraction › Set Up'),
  positionTurnLimit: s000('Take the Position › Victory Conditions'),
  positionTonnageShare: s000('Take the Position › Victory Conditions'),
  breakLineTurnLimit: s000('Break the Line › Victory Conditions'),
  minGroundTons: s000('Diversion / Take the Position / Break the Line'),
};
