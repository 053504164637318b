import { describe, expect, it } from 'vitest';
import { de } from './engine-text.testing';

/** Found on the battle walk: every hit in the German battle log named its location in English ("10 auf right leg"). */
describe('German hit locations in the battle story', () => {
  it('names the location a weapon or kick hits, front or rear', () => {
    expect(de("Hunchback HBK-4G's kick hits Centurion CN9-A: 10 to the right leg", ['story.'])).toBe(
      'Tritt von Hunchback HBK-4G trifft Centurion CN9-A: 10 → rechtes Bein',
    );
    expect(de("Atlas's Medium Laser hits Locust: 5 to the center torso, 3 to the right torso (rear)", ['story.'])).toBe(
      'Medium Laser von Atlas trifft Locust: 5 → mittlerer Torso, 3 → rechter Torso (hinten)',
    );
  });
  it('names destroyed locations, criticals and explosions, and the locations of quads, vehicles and troopers', () => {
    expect(de('Centurion CN9-A: the left torso destroyed', ['story.'])).toBe('Centurion CN9-A: linker Torso zerstört');
    expect(de('Goliath: the front left leg and the rear right leg destroyed', ['story.'])).toBe('Goliath: linkes Vorderbein und rechtes Hinterbein zerstört');
    expect(de("Atlas's AC/20 hits Bulldog: 20 to the turret, 5 to the left side", ['story.'])).toBe(
      'AC/20 von Atlas trifft Bulldog: 20 → Turm, 5 → linke Seite',
    );
    expect(de("Atlas's Medium Laser hits Elementals: 5 to the trooper 3", ['story.'])).toBe('Medium Laser von Atlas trifft Elementals: 5 → Soldat 3');
  });
});

describe('German of a move cut short', () => {
  it('says the move stopped and why', () => {
    expect(de('Hunchback HBK-4G stays in 0811 (stopped: 0812 is occupied by Centurion CN9-A)', ['story.'])).toBe(
      'Hunchback HBK-4G bleibt in 0811 (angehalten: 0812 ist von Centurion CN9-A besetzt)',
    );
    expect(de('Centurion CN9-A walks from 0813 to 0812 (stopped: 0811 is occupied by Hunchback HBK-4G)', ['story.'])).toBe(
      'Centurion CN9-A geht von 0813 nach 0812 (angehalten: 0811 ist von Hunchback HBK-4G besetzt)',
    );
  });
});
