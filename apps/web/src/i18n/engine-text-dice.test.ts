import { parseFaces } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { de } from './engine-text.testing';

const refusal = (text: string, count: number, sides: number): string => {
  try {
    parseFaces(text, { count, sides });
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`"${text}" was accepted`);
};

describe('the dice form in German: what a roll is for, and why the faces typed are refused', () => {
  it("names Fire for Effect's rolls as the engine asks for them", () => {
    expect(de('artillery attack: Long Tom Battery (1 marker)', ['dice.'])).toBe('Artillerieangriff: Long Tom Battery (1 Marker)');
    expect(de('artillery attack: Twin Mortar Carrier (2 markers)', ['dice.'])).toBe('Artillerieangriff: Twin Mortar Carrier (2 Marker)');
    expect(de('ranged attack: Strike Mech → Rifle Squad, Hover APC', ['dice.'])).toBe('Fernkampfangriff: Strike Mech → Rifle Squad, Hover APC');
    expect(de('close combat: Assault Walker → Light Recon Hover', ['dice.'])).toBe('Nahkampf: Assault Walker → Light Recon Hover');
    expect(de('capture: Rifle Squad → Scout Buggy', ['dice.'])).toBe('Kaperversuch: Rifle Squad → Scout Buggy');
    expect(de('break away: Hauberk', ['dice.'])).toBe('Loslösen: Hauberk');
  });

  it("writes the core's refusals of typed faces in German", () => {
    expect(de(refusal('5 4', 3, 6), ['dice.'])).toBe('3 Würfel erwartet (3d6), 2 eingegeben');
    expect(de(refusal('5 4', 1, 6), ['dice.'])).toBe('1 Würfel erwartet (1d6), 2 eingegeben');
    expect(de(refusal('7 2', 2, 6), ['dice.'])).toBe('Augenzahl 7 gibt es auf einem W6 nicht: ganze Zahlen von 1 bis 6 eingeben');
    expect(de(refusal('x y', 2, 6), ['dice.'])).toBe('„x y“ ist keine Liste von Augenzahlen; z. B. „3 5“ eingeben');
  });
});
