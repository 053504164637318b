import { type Source, defaultSource, seedSource } from '@marshal/core';

/** Citations into seed 004 (operational turns of the BattleTech Tactical Handbook), by section. */
export const s004 = (section: string, note?: string): Source => seedSource('004', section, note);

export const SECTIONS = {
  turns: 'Operational turns',
  scenarioPhase: '1. Scenario phase',
  landing: 'Planetary landing',
  meeting: 'Meeting engagement',
} as const;

export const RULE = {
  turnOrder: s004(SECTIONS.turns, 'the game is a series of operational turns, each made of phases'),
  campaignEnd: s004(SECTIONS.turns, 'play goes on until the attacker can no longer meet the campaign conditions or the defender has defeated every attempt'),
  sevenTypes: s004(SECTIONS.scenarioPhase, 'seven scenario types'),
  landingFirst: s004(SECTIONS.scenarioPhase, 'turn 1 is always the planetary landing, repeated until the attackers are down and established'),
  meetingOnce: s004(SECTIONS.scenarioPhase, 'the meeting engagement is played in the next turn, once per game'),
  chart: s004(SECTIONS.scenarioPhase, 'later scenarios follow the chart: A arrows when the attacker won, D arrows when the defender won'),
  eligibility: s004(SECTIONS.scenarioPhase, 'each scenario admits only units of certain groups'),
  landingModifier: s004(SECTIONS.landing, 'item 1: the attacker picks a landing modifier from -3 to +3'),
  landingRoll: s004(SECTIONS.landing, 'item 2: 2D6 plus the landing modifier on the landing table'),
  landingAttacks: s004(SECTIONS.landing, "item 3: each landing 'Mech suffers attacks, rolled by the defender"),
  landingBattle: s004(SECTIONS.landing, 'item 4: the attacker must clear the landing zone'),
  noContact: s004(SECTIONS.landing, 'item 5: no contact means no battle, but the landing logistics are paid'),
  lostLanding: s004(SECTIONS.landing, 'item 6: a lost landing is fought again next turn, victory determination skipped, survivors start on the map'),
  defenderSpend: s004(SECTIONS.landing, 'item 6: the defender may spend up to 3600 points on each lance of its groups'),
  noRepairBeforeLanding: s004(SECTIONS.landing, 'item 7: until the landing is won the attacker cannot repair, receive support or pay logistics'),
  landingLogistics: s004(
    SECTIONS.landing,
    'item 8: landing logistics are 3x normal for the attacker, 2x for the defender, paid whether intercepted or not; not paid by a defender who stays out',
  ),
  meetingRecon: s004(SECTIONS.meeting, 'only units of reconnaissance groups take part'),
  meetingModifier: s004(SECTIONS.meeting, 'attacker modifier minus defender modifier, each the sum of its lance/star modifiers'),
  meetingLance: s004(SECTIONS.meeting, 'lance modifier = slowest Mech + slowest vehicle + jump jets + special equipment (+ landing modifier for the attacker)'),
  meetingExample: s004(SECTIONS.meeting, 'worked example: Natalie against Ralph gives -5'),
  meetingTable: s004(SECTIONS.meeting, '2D6 plus the meeting-engagement modifier on the meeting-engagement table'),
  deploymentCodes: s004(SECTIONS.meeting, 'deployment codes Board, Board 1st, Edge, Any edge; the last two columns say who picks the maps and the home edge'),
} as const;

/** Where the seed is silent about a phase of the turn: the default we play, labelled as such. */
export const silentDefault = (what: string, rationale: string): Source => defaultSource(`Tactical Handbook: ${what}`, rationale);
