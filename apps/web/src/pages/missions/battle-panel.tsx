import { Link } from '../../router';
import type { BattleFollowView } from './use-battle-follow';

/** The digital battle a mission follows: a link to it, its round, phase and outcome, and whether the tracker has caught up. */
export function BattlePanel({ battleId, follow, error }: { battleId: string; follow: BattleFollowView | null; error: string | null }) {
  const b = follow?.battle;
  return (
    <section className="panel battle-link" aria-label="Digital battle">
      <h2>Digital battle</h2>
      <p>
        This mission follows a digital battle: <Link to={`/battles/${battleId}`}>open the battle</Link>. Destroyed and withdrawn units, damage that forces a
        withdrawal, the phase and (Take the Position) the objective area come from the battle; the prompts below are what the battle does not decide.
      </p>
      {b ? (
        <p className="battle-status" role="status">
          Battle round {b.round}, {b.phase} phase{b.outcome ? ` — over: ${b.outcome.reason}` : ''} ·{' '}
          {follow.refused ? 'the tracker stopped' : 'tracker up to date'}
          {follow.applied.length > 0 && <> · took {follow.applied.map((a) => (a.unit ? `${a.type} ${a.unit}` : a.type)).join(', ')}</>}
        </p>
      ) : (
        <p className="hint">Following the battle…</p>
      )}
      {follow?.refused && (
        <p className="error-message" role="alert">
          The tracker refused a report from the battle ({follow.refused.command.type}): {follow.refused.reason}. Enter what happened by hand below.
        </p>
      )}
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
