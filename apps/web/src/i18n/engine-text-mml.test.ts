import { describe, expect, it } from 'vitest';
import { de, labelGroups } from './engine-text.testing';

describe('German of the MML mode line (ADR 0056 session 11)', () => {
  it('names the mode and its range brackets, with the minimum range of LRM rounds', () => {
    expect(de('MML 5 firing LRM rounds (LRM ranges 7/14/21, minimum 6)', labelGroups('mml-mode'))).toBe(
      'MML 5 feuert LRM-Munition (LRM-Reichweiten 7/14/21, Mindestreichweite 6)',
    );
    expect(de('MML 7 firing SRM rounds (SRM ranges 3/6/9)', labelGroups('mml-mode'))).toBe('MML 7 feuert SRM-Munition (SRM-Reichweiten 3/6/9)');
  });
  it('names the munitions an MML bin offers in the force builder (session 12)', () => {
    expect(de('Inferno SRM', ['part.'])).toBe('Inferno-SRM');
    expect(de('Narc-capable missiles', ['part.'])).toBe('Narc-fähige Raketen');
    expect(de('Artemis-capable missiles', ['part.'])).toBe('Artemis-fähige Raketen');
  });
});
