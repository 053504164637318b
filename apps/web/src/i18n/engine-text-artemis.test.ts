import { describe, expect, it } from 'vitest';
import { de } from './engine-text.testing';

describe('German of the Artemis cluster lines (ADR 0056)', () => {
  it('the bonus and the +0 line with its reason', () => {
    expect(de('cluster roll 7 +2 (Artemis IV FCS): 12 hit', ['story.'])).toBe('Clusterwurf 7 +2 (Artemis-IV-Feuerleitsystem): 12 Treffer');
    expect(de('cluster roll 7 +3 (Artemis V FCS): 12 hit', ['story.'])).toBe('Clusterwurf 7 +3 (Artemis-V-Feuerleitsystem): 12 Treffer');
    expect(de('cluster roll 7 +0 (Artemis IV FCS: no bonus (enemy ECM on the line of fire)): 9 hit', ['story.'])).toBe(
      'Clusterwurf 7 +0 (Artemis-IV-Feuerleitsystem: kein Bonus (feindliche ECM auf der Schusslinie)): 9 Treffer',
    );
    expect(de('Artemis-capable missiles', ['part.'])).toBe('Artemis-fähige Raketen');
  });
  it('the labels alone, as the ruling calculator shows them beside their source', () => {
    expect(de('Artemis IV FCS', ['part.'])).toBe('Artemis-IV-Feuerleitsystem');
    expect(de('Prototype Artemis IV FCS', ['part.'])).toBe('Prototyp-Artemis-IV-Feuerleitsystem');
    expect(de("Artemis V FCS: no bonus (the attacker's stealth armour is on)", ['part.'])).toBe(
      'Artemis-V-Feuerleitsystem: kein Bonus (die Tarnpanzerung des Angreifers ist eingeschaltet)',
    );
  });
});
