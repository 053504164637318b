/** Where each Fire for Effect rule comes from: seed 001 sections, and the labelled defaults for the values it leaves out. */
import { bookSource, defaultSource, seedSource } from '@marshal/core';

const MWDA = 'MechWarrior: Dark Age rulebook (2002/2004)';

export const DA_SOURCES = {
  mercenary: seedSource('001', 'Mercenary Units'),
  transport: seedSource('001', 'Transport Units'),
  passengers: seedSource('001', 'Passenger Units'),
  boarding: seedSource('001', 'Passenger Units', 'boarding'),
  disembark: seedSource('001', 'Passenger Units', 'disembarking'),
  salvagedTransport: seedSource('001', 'Passenger Units', 'salvaged or captured transports'),
  artillery: seedSource('001', 'Artillery Units'),
  artilleryResolve: seedSource('001', 'Artillery Units', 'resolving the attack'),
  drift: seedSource('001', 'Artillery Units', 'drift'),
  blast: seedSource('001', 'Artillery Units', 'blast radius and blocking terrain'),
  eliminatedFirer: seedSource('001', 'Artillery Units', 'firer eliminated or salvaged before resolution'),
  multiple: seedSource('001', 'Artillery Units with Multiple Ranged Attacks'),
  formation: seedSource('001', 'Artillery Units in a Ranged Combat Formation'),
  criticals: seedSource('001', 'Critical Hits and Critical Misses on Artillery Attacks'),
  dial: bookSource(MWDA, { section: 'Combat dial', note: 'one click clockwise per point of damage' }),
  baseContact: defaultSource('MWDA base contact tolerance', 'bases within 0.1 inch of touching count as in contact, allowing for hand placement'),
  arcs: defaultSource(
    'MWDA arc widths',
    'the printed arcs are not in the seed; a 90° front arc and a 90° rear arc opposite it are used unless a unit says otherwise',
  ),
  lineOfFire: defaultSource(
    'MWDA line of fire',
    'clix convention: a line from centre to centre is blocked by blocking terrain (not water) and by the bases of other units',
  ),
  targetValue: defaultSource('Fire for Effect artillery marker target value', 'the marker values are not in the seed; 20 is assumed, editable per unit'),
  blastRadius: defaultSource('Fire for Effect artillery marker blast radius', 'not in the seed; 2 inches is assumed, editable per unit'),
  blackDie: defaultSource('Fire for Effect black die', 'the seed names a black die among the three; the first die of the roll is taken as black'),
  driftDirection: defaultSource('Fire for Effect drift directions', 'the marker’s drift chart is not in the seed; six directions 60° apart, 1 along the arrow'),
  driftDistance: defaultSource(
    'Fire for Effect drift distances',
    'the marker’s distance chart is not in the seed; the further the roll falls short of the target value, the further the drift',
  ),
  criticalsThreeDice: defaultSource(
    'MWDA criticals with three dice',
    'the clix engine makes double 6 / double 1 on 2d6 critical; with three dice, triple 6 is taken as a critical hit and triple 1 as a critical miss',
  ),
  formationBonus: defaultSource(
    'MWDA ranged combat formation bonus',
    'not in the seed; the primary attacker gets +1 attack per other member (clix convention, unverified)',
  ),
  missingMarkerValues: defaultSource(
    'Fire for Effect, Artillery Units: marker values for a firer that is gone',
    'the document resolves with the values printed on the marker; when none were entered, the marker is removed without effect rather than invent numbers',
  ),
  movement: defaultSource('MWDA movement', 'a move is measured straight from start to end; full move rules are not modelled'),
  salvageClick: bookSource(MWDA, { section: 'Salvage', note: 'the dial click marked salvage (unverified; taken from each unit’s dial data)' }),
  captive: bookSource(MWDA, { section: 'Capture', note: 'captive state recorded as data; capture rolls are not modelled' }),
} as const;
