/** Lance/star modifiers for the meeting engagement: slowest 'Mech, slowest vehicle, jump jets, special equipment (default values). */
import { MarshalError, type Source, defaultSource } from '@marshal/core';
import type { SpecialEquipment } from '../force';

export interface SpeedBand {
  readonly min: number;
  /** Inclusive; absent means "and faster". */
  readonly max?: number;
  readonly modifier: number;
}

export interface MeetingModifierData {
  readonly source: Source;
  /** By the walking MP of the slowest 'Mech in the lance. */
  readonly slowestMech: readonly SpeedBand[];
  /** By the cruising MP of the slowest vehicle in the lance. */
  readonly slowestVehicle: readonly SpeedBand[];
  /** When every unit in the lance has jump jets. */
  readonly allJump: number;
  /** Special equipment carried by at least one unit of the lance. */
  readonly equipment: Readonly<Record<SpecialEquipment, number>>;
}

export const MEETING_MODIFIERS_SOURCE = defaultSource(
  'Tactical Handbook, Meeting engagement: lance modifier table',
  'fits the worked example: walk 7 → +1, walk 10 → +2, walk 4 → −2, Beagle +1, Watchdog +2, all jump jets +2; other bands and equipment interpolated',
);

export const meetingModifiers: MeetingModifierData = {
  source: MEETING_MODIFIERS_SOURCE,
  slowestMech: [
    { min: 0, max: 2, modifier: -3 },
    { min: 3, max: 4, modifier: -2 },
    { min: 5, max: 5, modifier: -1 },
    { min: 6, max: 6, modifier: 0 },
    { min: 7, max: 8, modifier: 1 },
    { min: 9, modifier: 2 },
  ],
  slowestVehicle: [
    { min: 0, max: 2, modifier: -3 },
    { min: 3, max: 4, modifier: -2 },
    { min: 5, max: 5, modifier: -1 },
    { min: 6, max: 6, modifier: 0 },
    { min: 7, max: 8, modifier: 1 },
    { min: 9, modifier: 2 },
  ],
  allJump: 2,
  equipment: {
    'beagle-active-probe': 1,
    'clan-active-probe': 1,
    'guardian-ecm': 1,
    'clan-ecm': 1,
    'bloodhound-active-probe': 2,
    'angel-ecm': 2,
    watchdog: 2,
  },
};

/** Check that bands cover every MP from 0 upward exactly once; `field` names the offending input. */
export function checkBands(bands: readonly SpeedBand[], field: string): void {
  const sorted = [...bands].sort((a, b) => a.min - b.min);
  let next = 0;
  sorted.forEach((band, i) => {
    if (band.min !== next)
      throw new MarshalError(
        'table-definition',
        `speed bands must start at 0 and leave no gap or overlap: expected a band from ${next}, found one from ${band.min}`,
        { field },
      );
    const last = i === sorted.length - 1;
    if (band.max === undefined && !last) throw new MarshalError('table-definition', 'only the fastest band may be open-ended (no "max")', { field });
    if (band.max !== undefined && last) throw new MarshalError('table-definition', 'the fastest band must be open-ended (leave out "max")', { field });
    if (band.max !== undefined) {
      if (band.max < band.min) throw new MarshalError('table-definition', `band ${band.min}–${band.max} is empty`, { field });
      next = band.max + 1;
    }
  });
}

export function bandModifier(bands: readonly SpeedBand[], mp: number): number {
  const band = bands.find((b) => mp >= b.min && (b.max === undefined || mp <= b.max));
  if (!band) throw new MarshalError('table-lookup', `no speed band covers ${mp} MP`);
  return band.modifier;
}
