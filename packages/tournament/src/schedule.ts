/** The day's timetable: greeting, six one-hour duels with breaks, the awards ceremony (seed 003 §7.3). */
import { z } from 'zod';
import { SOLARIS } from './sources';

export const scheduleSlotSchema = z.object({
  from: z.string().regex(/^\d{2}:\d{2}$/, 'HH:MM'),
  to: z.string().regex(/^\d{2}:\d{2}$/, 'HH:MM'),
  what: z.string().min(1).max(100),
  duel: z.number().int().min(1).optional(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

export const DEFAULT_SCHEDULE: readonly ScheduleSlot[] = [
  { from: '10:00', to: '10:30', what: 'Greeting' },
  { from: '10:30', to: '11:30', what: 'Duel 1', duel: 1 },
  { from: '11:30', to: '11:45', what: 'Break' },
  { from: '11:45', to: '12:45', what: 'Duel 2', duel: 2 },
  { from: '12:45', to: '13:45', what: 'Break' },
  { from: '13:45', to: '14:45', what: 'Duel 3', duel: 3 },
  { from: '14:45', to: '15:00', what: 'Break' },
  { from: '15:00', to: '16:00', what: 'Duel 4', duel: 4 },
  { from: '16:00', to: '16:45', what: 'Break' },
  { from: '16:45', to: '17:45', what: 'Duel 5', duel: 5 },
  { from: '17:45', to: '18:00', what: 'Break' },
  { from: '18:00', to: '19:00', what: 'Duel 6', duel: 6 },
  { from: '19:00', to: '19:30', what: 'Awards ceremony' },
];

export const SCHEDULE_SOURCE = SOLARIS.schedule;

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Why a timetable is not usable (overlaps, backwards slots), or null. */
export function scheduleProblem(slots: readonly ScheduleSlot[]): string | null {
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    if (minutes(s.to) <= minutes(s.from)) return `slot ${i + 1} (${s.what}) ends before it starts`;
    const next = slots[i + 1];
    if (next && minutes(next.from) < minutes(s.to)) return `slot ${i + 2} (${next.what}) starts before slot ${i + 1} ends`;
  }
  return null;
}
