import { formatSource } from '@marshal/core';
import { type M42Event, describeCondition } from '@marshal/m42';
import { RulingView } from '../../components/ruling-view';

const rolled = (roll: { faces: readonly number[]; total: number } | null) => (roll ? `rolled ${roll.faces.join('+')} = ${roll.total}` : 'no roll');

/** One step's result: what was decided, every ruling expandable to its modifiers and sources. */
export function M42EventView({ event: e }: { event: M42Event }) {
  switch (e.type) {
    case 'moraleChecked':
      return (
        <div className="m42-result" data-step="morale">
          <p className="m42-verdict">
            <strong>Task Force Morale:</strong> {e.explanation}
          </p>
          {e.votes && (
            <p>
              Hive Mind vote: {e.votes.passes} pass, {e.votes.failures} fail
            </p>
          )}
          <ul className="m42-tests">
            {e.tests.map((t, i) => (
              <li key={i}>
                {t.attempt > 1 ? 'Re-roll — ' : ''}
                {t.tester ? t.tester.name : 'No officer'}: {rolled(t.roll)} → <strong>{t.success ? 'pass' : 'fail'}</strong>
                <RulingView ruling={t.ruling} />
              </li>
            ))}
          </ul>
          <p className="source">{e.sources.map(formatSource).join(' · ')}</p>
        </div>
      );
    case 'victoryChecked':
      return (
        <div className="m42-result" data-step="victory">
          <p className="m42-verdict">
            <strong>Victory conditions:</strong> {e.explanation}
          </p>
          <ul>
            {e.checks.map((c, i) => (
              <li key={i}>
                {c.met ? '✔' : '✘'} {describeCondition(c.condition)} — {c.explanation}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'gameWon':
      return (
        <p className="m42-verdict m42-game-over" role="status">
          <strong>Game over: {e.winner} wins.</strong> {e.reason} <span className="source">[{formatSource(e.source)}]</span>
        </p>
      );
    case 'suppressionUpdated':
      return (
        <div className="m42-result" data-step="suppression">
          <p className="m42-verdict">
            <strong>Suppression:</strong> {e.changes.length ? `${e.changes.length} unit(s) change` : 'nothing to change'}
          </p>
          <ul>
            {e.changes.map((c) => (
              <li key={`${c.player}-${c.unit}`}>
                {c.unit}: markers {c.markersBefore} → {c.markersAfter}
                {c.hitCountDieRemoved !== null ? `, hit-count die (${c.hitCountDieRemoved}) removed` : ''}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'reservesRolled':
      return (
        <div className="m42-result" data-step="reserves">
          <p className="m42-verdict">
            <strong>Reserves:</strong> {e.explanation}
          </p>
          <ul className="m42-tests">
            {e.rolls.map((r) => (
              <li key={r.unit}>
                {r.unit}: {rolled(r.roll)} → <strong>{r.arrived ? 'arrives' : 'stays in reserve'}</strong>
                <RulingView ruling={r.ruling} />
              </li>
            ))}
          </ul>
          <p className="source">{formatSource(e.rule.source)}</p>
        </div>
      );
    case 'phaseCompleted':
      return <p>Starting phase complete for {e.player}.</p>;
    case 'turnEnded':
      return (
        <p>
          Turn passes to {e.nextPlayer} (turn {e.turn}).
        </p>
      );
    case 'tableUpdated':
      return <p>Table updated ({e.changes.length} change(s)).</p>;
  }
}
