/** Take the Position: hold a high point (its hex and the six around it) with a quarter of the ground tonnage. */
import { hexDistance, parseHexLabel } from '@marshal/core';
import { s000 } from '../sources';
import { type MissionState, onBoard, unitsOf } from '../tracker/state';
import type { MissionRules } from '../options';
import {
  UNOPPOSED_NOTE,
  ceasefireEnd,
  countedGround,
  defenderGoneUnopposed,
  howUnitsWent,
  pending,
  remainingSideSalvage,
  sideOutReason,
  sideRetreated,
  victoryFor,
} from './common';
import type { MissionDefinition } from './types';
import { highPoint } from './on-map';
import { homeZone, setUp } from './zones';

const S = 'Take the Position';
const V = `${S} › Victory Conditions`;

/** Tonnage the attacker needs in the area: the share of his counted ground force's starting tonnage. */
export function positionTonnageNeeded(s: MissionState): { total: number; needed: number } {
  const total = countedGround(s, 'attacker').reduce((t, u) => t + u.unit.tonnage, 0);
  return { total, needed: total * s.params.positionTonnageShare };
}

export const takeThePosition: MissionDefinition = {
  id: 'take-the-position',
  title: 'Take the Position',
  source: s000(S),
  summary: "The attacker must seize a high point in the defender's line; the defender holds it at all costs.",
  edges: 'any-edge',
  deployment: [
    {
      side: 'objective',
      text: 'a high point in the half of the board away from the attacker, at least as high as anything within 6 hexes',
      source: s000(`${S} › Set Up`),
    },
    { side: 'defender', text: "anywhere at least 6 hexes from the attacker's deployment zone", source: s000(`${S} › Set Up`) },
    { side: 'attacker', text: 'along his chosen edge, last', source: s000(`${S} › Set Up`) },
  ],
  zones: [
    { side: 'defender', zone: { kind: 'anywhere', fromAttackerZone: 6 }, text: "at least 6 hexes from the attacker's deployment zone", source: setUp(S) },
    homeZone('attacker', S),
  ],
  specialRules: [
    {
      side: 'objective',
      text: 'the area is the objective hex and its six neighbours; only ground units of 20 t or more count',
      source: s000(`${S} › Special rules`),
    },
    { side: 'defender', text: 'the defender may not enter the objective hex itself', source: s000('Sundry', 'rule 1') },
  ],
  withdrawalEdges: { attacker: ['home'], defender: ['far', 'flank'] },
  freeWithdrawal: [],
  accepts: ['reportArea'],
  checkOnMap: (objectives, _params, map) =>
    objectives.objectiveHex ? highPoint(objectives.objectiveHex, 6, map, s000(`${S} › Set Up`), 'objectives.objectiveHex') : undefined,
  initObjectives: (setup) => (setup.objectives.objectiveHex ? { positionHex: setup.objectives.objectiveHex } : {}),
  /** In the end phase of a turn still in time, who stands in the area (the objective hex and its six neighbours), read from the battle's positions. */
  followReport(s, battle) {
    const o = s.objectives;
    if (!o.positionHex || s.phase !== 'end' || o.positionTakenTurn !== null || o.areaReportedTurn === s.turn || s.turn > s.params.positionTurnLimit)
      return null;
    const centre = parseHexLabel(o.positionHex, 'objectives.objectiveHex');
    const tracked = (id: string) => !!s.units[id] && onBoard(s.units[id]);
    const inArea = Object.values(battle.units)
      .filter((u) => u.inPlay && tracked(u.id) && hexDistance(parseHexLabel(u.hex!), centre) <= 1)
      .map((u) => u.id);
    const of = (side: string) => inArea.filter((id) => s.units[id]!.unit.side === side);
    return { type: 'reportArea', attackerUnits: of('attacker'), defenderUnits: of('defender') };
  },
  salvage: remainingSideSalvage(S),
  briefingNumbers({ units, params }) {
    const counted = units.filter((u) => u.side === 'attacker' && u.ground && u.tonnage >= params.minGroundTons).reduce((t, u) => t + u.tonnage, 0);
    return [
      { label: 'Tonnage the attacker must hold in the area', value: `${counted * params.positionTonnageShare} of ${counted} counted tons`, source: s000(V) },
    ];
  },
  turnTrack: (params) => [{ afterTurn: params.positionTurnLimit, text: "the attacker's time to take the position runs out", source: s000(V) }],
  gameEnd(s, rules: MissionRules) {
    if (rules.takePositionGameEnd === 'end-when-decided' && s.decided)
      return { text: 'the objective is settled (house rule: the game ends then)', source: s000(`${S} › Game end`) };
    const gone = sideRetreated(s);
    if (gone) return sideOutReason(s, gone, `the ${gone} has fully retreated from the board`, S);
    return ceasefireEnd(s);
  },
  evaluate(s, rules) {
    const { total, needed } = positionTonnageNeeded(s);
    const limit = s.params.positionTurnLimit;
    if (s.objectives.positionTakenTurn !== null)
      return victoryFor('attacker', [
        {
          text: `at the end of turn ${s.objectives.positionTakenTurn} the attacker held the area with at least ${needed} of his ${total} counted tons and no defender in it`,
          source: s000(V),
        },
      ]);
    const done = s.turn - 1;
    if (done < limit && defenderGoneUnopposed(s, rules)) {
      const moving = countedGround(s, 'attacker').filter((u) => u.status === 'active');
      const tons = moving.reduce((t, u) => t + u.unit.tonnage, 0);
      if (tons >= needed)
        return victoryFor('attacker', [
          {
            text:
              `the defender left the board (${howUnitsWent(unitsOf(s, 'defender'))}) before the area was settled; the attacker's moving ` +
              `units carry ${tons} of the ${needed} counted tons needed to hold it, and nobody is left to contest it`,
            source: s000(V, UNOPPOSED_NOTE),
          },
        ]);
    }
    if (done >= limit || s.ended)
      return victoryFor('defender', [
        { text: `${Math.min(done, limit)} turns completed without the attacker holding the area (limit ${limit})`, source: s000(V) },
      ]);
    return pending([
      {
        text: `turn ${s.turn} of ${limit}: the attacker needs ${needed} of ${total} counted tons in the area and no defender there at the end of a turn`,
        source: s000(V),
      },
    ]);
  },
};
