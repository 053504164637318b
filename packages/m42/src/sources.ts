/** Where each M42 starting-phase rule comes from: seed 002 sections and the labelled defaults for what it leaves out. */
import { bookSource, defaultSource, seedSource } from '@marshal/core';

export const M42_SOURCES = {
  sequence: seedSource('002', 'Starting Phase Sequence'),
  morale: seedSource('002', '1. Check Task Force Morale'),
  noOfficer: seedSource('002', '1. Check Task Force Morale', 'no officer left alive on the table: automatic failure'),
  hiveMind: seedSource('002', '1. Check Task Force Morale › Special Rule: Hive Mind'),
  fanatical: seedSource('002', '1. Check Task Force Morale › Special Rule: Fanatical'),
  victory: seedSource('002', '2. Check Victory Conditions'),
  suppression: seedSource('002', '3. Update Suppression'),
  reserves: seedSource('002', '4. Roll For Reserves'),
  ldDefault: defaultSource(
    'M42 Leadership (Ld) test',
    'the seed never defines the Ld test; the common convention 2D6 ≤ Ld (WHFB 7th/8th, 40k up to 7th, The Ninth Age) is used',
  ),
  ld40kTenth: bookSource('Warhammer 40,000 10th edition', { section: 'Battle-shock', note: 'pass on 2D6 ≥ Ld (Ld written as N+)' }),
  ldOneDie: bookSource('Building a Better Wargame (blog, 2012)', { section: 'Leadership tests', note: 'one D6 ≥ Ld (Ld written as 2+…6+)' }),
  reservesDefault: defaultSource(
    'M42 Missions chapter: reserves roll',
    'the seed sends readers to a Missions chapter that is not available; a reserve unit arrives on 1D6 ≥ 4 from turn 2 on, editable per mission',
  ),
  hiveMindTesters: defaultSource(
    'M42 Hive Mind: which units test',
    'the seed says "each remaining unit"; units in reserve are not on the battlefield, so only units alive on the table test',
  ),
  hiveMindFanatical: defaultSource(
    'M42 Fanatical with Hive Mind',
    'the seed does not say how Fanatical combines with Hive Mind; a Fanatical hive re-runs the whole vote once and the second vote stands',
  ),
  officerWithUnit: defaultSource(
    'M42 Starting Phase, 1. Check Task Force Morale: officers attached to a unit',
    'the document asks for officers "still alive"; an officer leading a unit is taken to die when that unit is destroyed',
  ),
  suppressionScope: defaultSource(
    'M42 suppression recovery: whose units',
    'the seed says units not hit during the opponent’s turn recover, which reads as the current player’s units',
  ),
} as const;
