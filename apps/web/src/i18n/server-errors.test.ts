import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toApiError } from '../api';
import { matchText, serverGroups } from './engine-text';
import { de, en, literal, sources } from './engine-text.testing';

const SERVER = resolve(import.meta.dirname, '../../../server/src');
const german = (code: string, message: string) => de(message, serverGroups(code));

/**
 * Codes whose messages are not the server's own words for a person: what was wrong with an input (zod's words, read
 * by the input-error templates), the rules' reasons (read by the engines' templates), and operator-side failures
 * (a database that cannot be reached, a record that no longer replays) that a person can only pass on.
 */
const NOT_SERVER_WORDS = new Set([
  'invalid-input',
  'invalid-request',
  'invalid-json',
  'bad-request',
  'bad-content-length',
  'rejected',
  'optional-rules',
  'battle-units',
  'record-diverged',
  'nul-byte',
  'too-deep',
  'invalid-id',
  'too-long',
  'off-map',
  'over-budget',
  'database-unreachable',
  'secret-missing',
  'dice',
  'cross-site',
  'bad-origin',
  'forbidden-host',
]);

/** Every `{ error: 'code', message: … }` body and `new MarshalError('code', …)` the server writes with a literal message. */
function serverMessages(): { code: string; message: string }[] {
  const found: { code: string; message: string }[] = [];
  for (const text of sources(SERVER)) {
    for (const m of text.matchAll(/new MarshalError\(\s*'([\w-]+)',\s*(?=['`"])/g)) {
      const message = literal(text, m.index + m[0].length);
      if (message !== null) found.push({ code: m[1]!, message });
    }
    for (const m of text.matchAll(/error: '([\w-]+)',\s*message: (?=['`"])/g)) {
      const message = literal(text, m.index + m[0].length);
      if (message !== null) found.push({ code: m[1]!, message });
    }
  }
  return found;
}

describe("the server's error messages in German (ADR 0036)", () => {
  it('every message the server writes for a person has a template under its code (read from the source, so a new one fails here)', () => {
    const messages = serverMessages().filter((m) => !NOT_SERVER_WORDS.has(m.code));
    expect(messages.length).toBeGreaterThan(40);
    const missing = messages.filter((m) => matchText(m.message, en, serverGroups(m.code)) === null).map((m) => `${m.code}: ${m.message}`);
    expect(missing).toEqual([]);
  });

  it('writes the refusals a person meets in German, values and the entries in the way kept', () => {
    expect(german('not-found', 'no game 3f2a')).toBe('keine Partie 3f2a');
    expect(german('forbidden', 'this needs the role organiser or referee; you are player')).toBe(
      'Dafür ist die Rolle Organisator oder Schiedsrichter nötig; du bist Spieler',
    );
    expect(german('seat-taken', 'seat "blue" has already been claimed by someone else')).toBe('Platz „blue“ wurde bereits von jemand anderem eingenommen');
    expect(german('seat-kept', 'seat "b" is played by the bot')).toBe('Platz „b“ wird vom Bot gespielt');
    expect(german('not-your-seat', 'this is for Side B to play, and another player holds that seat: only they can')).toBe(
      'Das spielt Side B, und diesen Platz hält ein anderer Spieler: Nur er kann das tun',
    );
    expect(
      german('forbidden', 'you play Side A in this game against another player: its record holds their hidden orders, so it waits until the game is over'),
    ).toBe(
      'Du spielst Side A in dieser Partie gegen einen anderen Spieler: Ihr Protokoll enthält dessen verdeckte Befehle und wartet daher bis zum Ende der Partie',
    );
    expect(
      german('stale', 'the game is at version 12, not 10: entry 11 (move) touched atlas, locust; entry 12 (endTurn) changed the whole state; reload and retry'),
    ).toBe(
      'die Partie steht bei Version 12, nicht 10: Eintrag 11 (move) hat atlas, locust berührt; Eintrag 12 (endTurn) hat den ganzen Stand geändert; ' +
        'neu laden und erneut versuchen',
    );
    expect(
      german('rate-limited', 'too many requests to POST /api/simulate (the limit is 30 in 1 minute per address and per account); try again in 45 seconds'),
    ).toBe('Zu viele Anfragen an POST /api/simulate (Grenze: 30 in 1 Minute je Adresse und je Konto); in 45 Sekunden erneut versuchen');
    expect(german('http-502', 'request failed (HTTP 502)')).toBe('Anfrage fehlgeschlagen (HTTP 502)');
  });

  it("leaves the rules' reasons and a message of another code as the server wrote them", () => {
    expect(german('rejected', 'no game 3f2a')).toBe('no game 3f2a');
    expect(german('not-found', 'a sentence from a future server')).toBe('a sentence from a future server');
    // In English (the test environment's interface language) the API error carries the server's words and its code.
    const e = toApiError(404, { error: 'not-found', message: 'no game 3f2a' });
    expect([e.code, e.message]).toEqual(['not-found', 'no game 3f2a']);
  });
});
