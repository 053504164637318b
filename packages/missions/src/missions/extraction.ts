/** Extraction: pick up an objective token and carry it out through the attacker's deployment zone. */
import { makeRuling, modifier, type Ruling } from '@marshal/core';
import { s000 } from '../sources';
import type { MissionState } from '../tracker/state';
import type { MissionUnit } from '../units';
import { ceasefireEnd, defenderSalvage, pending, sideOutReason, victoryFor } from './common';
import type { MissionDefinition } from './types';
import { offEdges, outOfWater } from './on-map';
import { homeZone, setUp } from './zones';

const S = 'Extraction';
const SR = `${S} › Special rules`;

/** Total Warfare target movement modifier by hexes moved (the seed: moved 5 hexes → +2). */
export function movementModifier(hexes: number): number {
  const steps: [number, number][] = [
    [25, 6],
    [18, 5],
    [10, 4],
    [7, 3],
    [5, 2],
    [3, 1],
  ];
  return steps.find(([min]) => hexes >= min)?.[1] ?? 0;
}

export function extractionRuling(unit: MissionUnit, hexesMoved: number, baseTarget = 5): Ruling {
  const mods = [
    modifier('extraction-base', 'Pick-up target number', baseTarget, s000(SR)),
    modifier('movement', `Moved ${hexes(hexesMoved)} this turn`, movementModifier(hexesMoved), {
      kind: 'book',
      book: 'Total Warfare',
      table: 'Target Movement Modifier',
      note: 'the seed applies the movement modifier for hexes moved',
    }),
  ];
  if (unit.hands) mods.push(modifier('hand-actuator', 'One or more working hand actuators', -1, s000(SR)));
  return makeRuling({ id: 'extraction', label: `${unit.name}: pick up the objective`, modifiers: mods });
}

const hexes = (n: number) => `${n} hex${n === 1 ? '' : 'es'}`;

export const extraction: MissionDefinition = {
  id: 'extraction',
  title: 'Extraction',
  source: s000(S),
  summary: 'The attacker must recover a VIP or item from a point on the map and carry it off through his deployment zone.',
  edges: 'any-edge',
  deployment: [
    { side: 'objective', text: 'one marker, not within 6 hexes of any edge and not in water', source: s000(`${S} › Set Up`) },
    { side: 'defender', text: "all forces, none within 6 hexes of the attacker's deployment zone", source: s000(`${S} › Set Up`) },
    { side: 'attacker', text: 'along his chosen edge, last', source: s000(`${S} › Set Up`) },
  ],
  zones: [
    { side: 'defender', zone: { kind: 'anywhere', fromAttackerZone: 6 }, text: "at least 6 hexes from the attacker's deployment zone", source: setUp(S) },
    homeZone('attacker', S),
  ],
  specialRules: [
    {
      side: 'attacker',
      text:
        'to pick up: be in the objective hex with no enemy there, make no weapon or physical ' +
        'attack that turn, roll after the heat phase (5 + movement modifier, −1 with a working hand)',
      source: s000(SR),
    },
    {
      side: 'attacker',
      text: 'a carrier destroyed drops the token in its hex; a dropped token cannot be picked up again until the next turn',
      source: s000(SR),
    },
    {
      side: 'attacker',
      text: 'after turn 10 all attackers are in forced withdrawal, except units moving into the objective hex',
      source: s000(`${S} › Game end`),
    },
  ],
  withdrawalEdges: { attacker: ['home'], defender: ['far', 'flank'] },
  freeWithdrawal: [],
  accepts: ['attemptExtraction', 'dropObjective'],
  checkOnMap(objectives, params, map) {
    if (!objectives.objectiveHex) return;
    const marker = [{ id: 'the objective', hex: objectives.objectiveHex }];
    offEdges(marker, params.extractionMinFromEdge, map, s000(`${S} › Set Up`), 'objectives.objectiveHex');
    outOfWater(marker, 0, map, s000(`${S} › Set Up`), 'objectives.objectiveHex');
  },
  initObjectives: (setup) => ({ extractionHex: setup.objectives.objectiveHex ?? null }),
  objectiveExit: (s, u, edge) => (s.objectives.extraction.carrier === u.unit.id && edge === 'home' ? 'carrying the objective out' : null),
  attackersWithdrawAfter: (params) => ({ turn: params.extractionWithdrawAfterTurn, source: s000(`${S} › Game end`) }),
  objectiveIsUnit: true,
  abandonsImmobileAttackers: true,
  turnTrack: (params) => [
    {
      afterTurn: params.extractionWithdrawAfterTurn,
      text: 'every attacker is now in forced withdrawal (except units moving into the objective hex)',
      source: s000(`${S} › Game end`),
    },
  ],
  salvage: defenderSalvage(S),
  gameEnd(s) {
    const mobile = Object.values(s.units).filter((u) => u.unit.side === 'attacker' && u.status === 'active');
    if (mobile.length === 0) return sideOutReason(s, 'attacker', 'every mobile attacking unit has left through the deployment zone', S, true);
    return ceasefireEnd(s);
  },
  evaluate(s: MissionState) {
    const src = s000(`${S} › Victory Conditions`);
    if (s.objectives.extraction.extracted)
      return victoryFor('attacker', [{ text: "the objective was carried off the board through the attacker's deployment zone", source: src }]);
    if (s.ended) return victoryFor('defender', [{ text: 'the objective is still on the map at the end of the game', source: src }]);
    const carrier = s.objectives.extraction.carrier;
    return pending([
      {
        text: carrier
          ? `${s.units[carrier]?.unit.name ?? carrier} is carrying the objective`
          : `the objective lies in hex ${s.objectives.extraction.hex ?? '?'}`,
        source: src,
      },
    ]);
  },
};
