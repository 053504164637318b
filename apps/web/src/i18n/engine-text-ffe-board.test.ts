import { describe, expect, it } from 'vitest';
import { de } from './engine-text.testing';

describe('Fire for Effect boarding in German', () => {
  it('reads right for one passenger as for several (no plural verb after a single unit)', () => {
    expect(de('Rifle Squad 1 board Hover APC (room 2/3, 6" of speed spent)', ['ffe.'])).toBe(
      'Einstieg in Hover APC: Rifle Squad 1 (Platz 2/3, 6″ Geschwindigkeit verbraucht)',
    );
    expect(de('Rifle Squad 1, Rifle Squad 2 board Hover APC (room 2/3, 6" of speed spent)', ['ffe.'])).toBe(
      'Einstieg in Hover APC: Rifle Squad 1, Rifle Squad 2 (Platz 2/3, 6″ Geschwindigkeit verbraucht)',
    );
  });
});
