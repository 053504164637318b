/** Rapid Recon: scan four objectives and get out before enemy reinforcements arrive. */
import { makeRuling, modifier, type Ruling } from '@marshal/core';
import { s000 } from '../sources';
import type { MissionState } from '../tracker/state';
import type { MissionUnit } from '../units';
import { allGone, ceasefireEnd, pending, result, sideOutReason, status } from './common';
import type { MissionDefinition } from './types';
import { offEdges } from './on-map';
import { homeZone, setUp } from './zones';

const S = 'Rapid Recon';
const SR = `${S} › Special rules`;

export interface ReconSituation {
  /** Hexes between the unit and the objective. */
  readonly hexes: number;
  /** Hexes of the path inside defender ECM, counting the unit's and the objective's hexes. */
  readonly ecmHexes: number;
  /** Intervening hexes with light or heavy woods (not the unit's or objective's hex). */
  readonly woodsHexes: number;
}

export function reconRuling(unit: MissionUnit, situation: ReconSituation, baseTarget = 7): Ruling {
  const mods = [modifier('recon-base', 'Recon target number', baseTarget, s000(SR))];
  if (situation.hexes) mods.push(modifier('distance', `${situation.hexes} hex(es) to the objective (+1 each)`, situation.hexes, s000(SR)));
  if (unit.tag) mods.push(modifier('tag', 'Fitted with TAG', -1, s000(SR)));
  if (unit.activeProbe) mods.push(modifier('active-probe', 'Fitted with an active probe', -2, s000(SR)));
  if (situation.ecmHexes)
    mods.push(modifier('ecm', `${situation.ecmHexes} hex(es) in defender ECM (+1 each, end hexes included)`, situation.ecmHexes, s000(SR)));
  if (situation.woodsHexes) mods.push(modifier('woods', `${situation.woodsHexes} intervening wooded hex(es) (+1 each)`, situation.woodsHexes, s000(SR)));
  return makeRuling({ id: 'recon', label: `${unit.name}: recon an objective`, modifiers: mods });
}

export const rapidRecon: MissionDefinition = {
  id: 'rapid-recon',
  title: 'Rapid Recon',
  source: s000(S),
  summary: 'The attacker must scan four points and withdraw before larger defender forces arrive.',
  edges: 'narrow-to-narrow',
  deployment: [
    { side: 'objective', text: 'the defender places 4 tokens at least 5 hexes apart and at least 4 hexes from any edge', source: s000(`${S} › Set Up`) },
    { side: 'defender', text: "whole force, no unit within 6 hexes of the attacker's edge", source: s000(`${S} › Set Up`) },
    { side: 'attacker', text: 'along his edge, last', source: s000(`${S} › Set Up`) },
  ],
  zones: [
    { side: 'defender', zone: { kind: 'anywhere', fromAttackerEdge: 6 }, text: "at least 6 hexes from the attacker's edge", source: setUp(S) },
    homeZone('attacker', S),
  ],
  specialRules: [
    {
      side: 'attacker',
      text: "after the heat phase, each 'Mech or vehicle with line of sight may try to recon one objective (2D6 vs 7 with modifiers)",
      source: s000(SR),
    },
    {
      side: 'attacker',
      text: 'after turn 8 every attacker unit is in forced withdrawal; immobile attackers are abandoned when the mobile ones have left',
      source: s000(`${S} › Game end`),
    },
  ],
  withdrawalEdges: { attacker: ['home'], defender: ['far', 'flank'] },
  freeWithdrawal: [],
  accepts: ['attemptRecon'],
  objectiveTokens: (params) => params.reconObjectives,
  checkOnMap: (objectives, params, map) => offEdges(objectives.tokens, params.reconMinFromEdge, map, s000(`${S} › Set Up`), 'objectives.tokens'),
  initObjectives: (setup) => ({ reconTokens: setup.objectives.tokens.map((t) => ({ id: t.id, hex: t.hex })) }),
  attackersWithdrawAfter: (params) => ({ turn: params.reconWithdrawAfterTurn, source: s000(`${S} › Game end`) }),
  abandonsImmobileAttackers: true,
  payPerObjective: true,
  turnTrack: (params) => [{ afterTurn: params.reconWithdrawAfterTurn, text: 'every attacker is now in forced withdrawal', source: s000(`${S} › Game end`) }],
  salvage: () => ({
    controller: 'defender',
    reason: { text: 'the defender controls the field afterwards; immobile attackers left on the board are abandoned to him', source: s000(`${S} › Salvage`) },
  }),
  gameEnd(s) {
    if (allGone(s, 'attacker') || Object.values(s.units).every((u) => u.unit.side !== 'attacker' || u.status !== 'active'))
      return sideOutReason(s, 'attacker', 'every mobile attacker has left the area', S, true);
    return ceasefireEnd(s);
  },
  evaluate(s: MissionState) {
    const n = s.objectives.scanned.length;
    const pay = 25 * n;
    const src = s000(`${S} › Victory Conditions`);
    const reasons = [{ text: `${n} of ${s.objectives.reconTokens.length} objectives scanned: ${pay}% of the attacker's pay (25% each)`, source: src }];
    if (!s.ended && n < 3) return pending(reasons);
    return n >= 3
      ? status(result('complete-victory', pay, 'gain', reasons), result('defeat', 50, 'lose', reasons))
      : status(result('defeat', pay, 'lose', reasons), result('complete-victory', 100, 'gain', reasons));
  },
};
