import { RecordingDice, SeededDice, makeRuling, modifier, bookSource, odds } from '@marshal/core';
import type { Bench } from './registry';

const src = bookSource('Total Warfare', { section: 'benchmark' });

export const benches: readonly Bench[] = [
  {
    id: 'dice-raw-draw',
    title: 'raw xoroshiro128+ draw (SeededDice.nextRaw)',
    unit: 'draw',
    setup: () => {
      const d = SeededDice.fromSeed('bench');
      return () => d.nextRaw();
    },
  },
  {
    id: 'dice-2d6-recording',
    title: 'RecordingDice 2d6 roll with purpose (seeded)',
    unit: 'roll',
    setup: () => {
      // A fresh recorder every 1000 rolls so the log does not grow without bound.
      const seeded = SeededDice.fromSeed('bench');
      let dice = new RecordingDice(seeded);
      let n = 0;
      return () => {
        if (++n % 1000 === 0) dice = new RecordingDice(seeded);
        return dice.roll('2d6', 'to-hit');
      };
    },
  },
  {
    id: 'odds-2d6',
    title: 'exact odds, 2d6 at least 8',
    unit: 'query',
    setup: () => () => odds('2d6', 'at-least', 8),
  },
  {
    id: 'ruling-4-modifiers',
    title: 'makeRuling with four modifiers (target and exact odds)',
    unit: 'ruling',
    setup: () => {
      const mods = [modifier('g', 'Gunnery', 4, src), modifier('r', 'Range', 2, src), modifier('t', 'Target moved', 1, src), modifier('c', 'Cover', 1, src)];
      return () => makeRuling({ id: 'x', label: 'x', modifiers: mods });
    },
  },
];
