/**
 * A duel's score line in players' words (Solaris VII Stable Challenge §4 Scoring of Duels): what the points are for,
 * read from the line the engine stored ("pulse points 0 ≤ 9", "carries 2 t of ammunition"), so records made before
 * read the same. A line of another shape is shown as the engine wrote it (in German by the engine-text templates).
 */
import type { TFunction } from 'i18next';
import type { ScoreLine } from '@marshal/tournament';

/** The words live in the `tournament` namespace, whichever namespace the caller's `tr` reads first. */
const NS = { ns: 'tournament' } as const;
const COMPARED = /^(pulse|precision) points (\d+) (≤|>) (\d+)$/u;
const AMMO = /^carries (\d+(?:\.\d+)?) t of ammunition(?: \(under (\d+(?:\.\d+)?) t\))?$/u;

export function scoreLineWords(line: Pick<ScoreLine, 'id' | 'label'>, tr: TFunction, engine: (text: string) => string): string {
  const compared = COMPARED.exec(line.label);
  if (compared) {
    const [, kind, own, within, enemy] = compared;
    return tr(`score.${kind}${within === '≤' ? 'Within' : 'Over'}`, { ...NS, own, enemy });
  }
  const ammo = AMMO.exec(line.label);
  if (ammo) return ammo[2] === undefined ? tr('score.ammo', { ...NS, tons: ammo[1] }) : tr('score.ammoUnder', { ...NS, tons: ammo[1], min: ammo[2] });
  if (line.id === 'outcome') return tr('score.outcome', { ...NS, outcome: engine(line.label) });
  if (line.id === 'bye') return tr('score.bye', NS);
  return engine(line.label);
}
