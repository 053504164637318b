/**
 * Where each MechWarrior: Dark Age base rule comes from. The rulebook's chapter text (How to Play, Terrain, Ending the Game)
 * could not be read, so most values are labelled defaults taken from the clix engine the game shares; the few facts read in
 * WizKids' own documents (FAQ, special equipment cards, quick-start, DropShip rules) cite them.
 */
import { bookSource, defaultSource } from '@marshal/core';

export const MWDA_RULES = 'MechWarrior: Dark Age Rules (WizKids, 2002)';
const FAQ = 'MechWarrior: Dark Age Questions & Answers (WizKids, 2003)';
const SEC = 'MechWarrior: Dark Age Special Equipment Card (WizKids, 2004)';
const AOD_SEC = 'MechWarrior: Age of Destruction Special Equipment Card (WizKids, 2005)';
const AOD_QS = 'MechWarrior: Age of Destruction Quick-Start Rules (WizKids, 2005)';
const DROPSHIP = 'MechWarrior: Dark Age Aurora-class DropShip Rules (WizKids)';

export const MWDA_SOURCES = {
  dialValues: bookSource(AOD_QS, {
    section: 'MechWarrior units',
    note: 'speed, attack, defense and damage values shown in the stat slot; one click per 1 damage',
  }),
  orders: defaultSource(
    'MWDA orders per turn (How to Play)',
    'the original standard game gave 3 orders for a 300-point build total; one order per 100 points of build total is assumed',
  ),
  tokens: defaultSource(
    'MWDA order tokens (How to Play)',
    'clix convention: a unit with two order tokens may not be given an order; tokens clear after a turn without one',
  ),
  pushing: defaultSource(
    'MWDA pushing damage (How to Play)',
    'clix convention: a unit ordered on two turns running takes 1 click of pushing damage after its action',
  ),
  pushingHeat: bookSource(DROPSHIP, { section: 'General Rules', note: 'units other than the DropShip take damage or, for a ’Mech, heat from pushing' }),
  heatAmount: defaultSource('MWDA pushing heat for ’Mechs', 'one heat click per push; the heat dial entered for the ’Mech gives the effects'),
  indirectFire: defaultSource(
    'MWDA indirect fire attack',
    'Fire for Effect names it among an artillery unit’s ranged combat orders but leaves it to the rulebook, which could not be read: ' +
      'a single target within the firer’s range, no line of fire needed from the firer but a friendly spotter not in contact with an ' +
      'opponent must have a clear one; the target gets +2 defense',
  ),
  heatDial: bookSource(FAQ, {
    section: 'Unit Corrections (heat dials)',
    note: 'a ’Mech’s heat dial gives, at each heat click, modifiers to its primary damage, secondary damage and speed values',
  }),
  shutdown: defaultSource(
    'MWDA heat shutdown',
    'the rulebook’s shutdown rule could not be read: a ’Mech whose heat dial stands on a row marked shutdown may be given only a vent order',
  ),
  vent: defaultSource('MWDA vent order', 'a vent order removes heat equal to the ’Mech’s vent rating (2 when none is entered)'),
  movement: defaultSource(
    'MWDA movement (How to Play)',
    'a move order moves a unit up to its speed value in inches, measured in a straight line centre to centre',
  ),
  blocking: bookSource(FAQ, {
    section: 'Blocking Terrain (rulebook p. 27)',
    note: 'the centre dot may not enter blocking terrain; no part of the base may end on it',
  }),
  hindering: defaultSource(
    'MWDA hindering terrain (Terrain)',
    'clix convention: a unit entering hindering terrain stops; a unit that starts its move in it has half its speed',
  ),
  water: defaultSource('MWDA water (Terrain)', 'shallow water: only ’Mechs and hover units may enter, and it hinders them; it does not block lines of fire'),
  elevated: defaultSource(
    'MWDA elevated terrain (Terrain)',
    'climbing onto elevated terrain ends the move; it blocks lines of fire unless the firer or the target stands on it',
  ),
  enemyBases: defaultSource(
    'MWDA moving past opposing units',
    'clix convention: a unit may not move through an opposing unit’s base; friendly bases may be passed',
  ),
  breakAway: defaultSource('MWDA breaking away (How to Play)', 'clix convention: a unit in base contact with an opponent must roll 4–6 on 1d6 to move away'),
  grapple: bookSource(SEC, { section: 'Grapple', note: 'a vehicle or ’Mech in contact with a grappling unit breaks away only on 5–6' }),
  evade: defaultSource('MWDA Evade and Jump Jets', 'the card says they help breaking away; a unit with either breaks away without a roll'),
  rangedOrder: defaultSource(
    'MWDA ranged combat (How to Play)',
    'clix convention: 2d6 + attack value against the target’s defense value; a unit in base contact with an opponent may not fire',
  ),
  range: defaultSource('MWDA range', 'measured centre to centre in inches; the target must be within the maximum range and not inside the minimum range'),
  lineOfFire: defaultSource('MWDA line of fire (How to Play)', 'a straight line centre to centre; blocked by blocking terrain and by other units’ bases'),
  hinderingFire: defaultSource('MWDA hindering terrain and fire', 'clix convention: a line of fire crossing hindering terrain gives the target +1 defense'),
  multipleTargets: defaultSource(
    'MWDA multiple targets',
    'one attack roll against each target (up to the unit’s number of targets); the attacker splits the damage value among the targets hit',
  ),
  criticals: defaultSource('MWDA criticals', 'clix convention: double 6 always hits with +1 damage; double 1 always misses and the attacker takes 1 click'),
  closeCombat: defaultSource(
    'MWDA close combat (How to Play)',
    'clix convention: the attacker must be in base contact with the target; 2d6 + attack value against defense; no range or line of fire',
  ),
  capture: bookSource(FAQ, { section: 'Capturing (rulebook p. 19)', note: 'only foot infantry may take part in a capture' }),
  captureRoll: defaultSource(
    'MWDA capture procedure',
    'a capture is a close combat order by foot infantry against an infantry unit or vehicle in contact; a hit takes it captive instead of damaging it',
  ),
  captiveMoves: defaultSource('MWDA captives', 'a captive moves with its captor, keeping its place beside it, and goes free when the captor is eliminated'),
  salvage: defaultSource('MWDA salvage', 'a unit whose dial reaches a click marked salvage takes no orders and counts as defeated for victory'),
  victory: defaultSource(
    'MWDA victory (Ending the Game)',
    'the game ends when one side has no units left that count or the time (turn) limit runs out; ' +
      'each side scores the points of opposing units eliminated, salvaged or captured',
  ),
  streak: bookSource(SEC, { section: 'Streak Missiles', note: 'single target; the line of fire ignores terrain and units; damage −1, at least 1' }),
  armorPiercing: bookSource(SEC, { section: 'Armor Piercing', note: 'the attack ignores the targets’ defensive equipment' }),
  antiPersonnel: bookSource(SEC, {
    section: 'Anti-Personnel',
    note: 'the roll also counts against every infantry unit in contact with the target; each hit takes full damage',
  }),
  heavyArmor: bookSource(AOD_SEC, { section: 'Heavy Armor', note: 'damage taken from an attack is reduced by 1 (not pushing)' }),
  formation: defaultSource(
    'MWDA combat formations (Formations)',
    'clix convention: 2–5 units of one faction in a chain of base contact share one order against a single target; every member must be able to make ' +
      'the attack itself (ranged: target in its range with a clear line of fire, not engaged; close: in base contact with the target)',
  ),
  formationBonus: defaultSource(
    'MWDA formation attack bonus (Formations)',
    'clix convention: the primary attacker gets +1 attack for each other member; only the primary attacker’s damage value is dealt',
  ),
  jumpJets: defaultSource(
    'MWDA Jump Jets and terrain',
    'a unit with jump jets is not stopped by hindering or elevated terrain (it still may not end on blocking terrain)',
  ),
} as const;
