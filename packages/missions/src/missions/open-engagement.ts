/** Open Engagement: a straight fight; whoever retreats everything from the board loses. */
import { s000 } from '../sources';
import { otherSide } from '../units';
import { ceasefireEnd, pending, remainingSideSalvage, sideOutReason, sideRetreated, victoryFor } from './common';
import type { MissionDefinition } from './types';
import { inTurnsAttackerByDefault, homeZone, setUp } from './zones';

const S = 'Open Engagement';

export const openEngagement: MissionDefinition = {
  id: 'open-engagement',
  title: 'Open Engagement',
  source: s000(S),
  summary: 'A straight-up fight for control of the area.',
  edges: 'any-edge-opposite',
  deployment: [
    { side: 'attacker', text: 'along any edge he chooses; sides alternate deploying', source: s000(`${S} › Set Up`) },
    { side: 'defender', text: 'along the opposite edge', source: s000(`${S} › Set Up`) },
  ],
  deployInTurns: inTurnsAttackerByDefault(S),
  zones: [homeZone('attacker', S), { side: 'defender', zone: { kind: 'edge', edge: 'far' }, text: 'along the opposite edge', source: setUp(S) }],
  specialRules: [],
  withdrawalEdges: { attacker: ['home'], defender: ['far'] },
  freeWithdrawal: [],
  accepts: [],
  salvage: remainingSideSalvage(S),
  gameEnd(s) {
    const gone = sideRetreated(s);
    return gone ? sideOutReason(s, gone, `the ${gone} has retreated all its forces from the board`, S) : ceasefireEnd(s);
  },
  evaluate(s) {
    const gone = sideRetreated(s);
    const src = s000(`${S} › Victory Conditions`);
    if (gone) return victoryFor(otherSide(gone), [{ text: `the ${gone} has no units left on the board`, source: src }]);
    return pending([{ text: 'both sides still have units on the board', source: src }]);
  },
};
