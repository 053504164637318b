import { Link } from '../../router';
import { useTranslation } from 'react-i18next';
import type { BattleFollowView } from './use-battle-follow';
import { useEngineText } from '../../i18n/engine-text';
import { useApi } from '../../use-api';

/** The digital battle a mission follows: a link to it, its round, phase and outcome, and whether the tracker has caught up. */
export function BattlePanel({ battleId, follow, error }: { battleId: string; follow: BattleFollowView | null; error: string | null }) {
  const engine = useEngineText();
  const { t: tr } = useTranslation('missions');
  const b = follow?.battle;
  // Against the computer: the link takes the person into the battle on the seat the bot leaves them.
  const seats = useApi<{ seat: string; name: string; bot?: boolean }[]>(`/games/${battleId}/seats`);
  const bot = seats.data?.find((x) => x.bot);
  const yours = bot ? seats.data?.find((x) => !x.bot) : undefined;
  return (
    <section className="panel battle-link" aria-label={tr('battle.label')}>
      <h2>{tr('battle.label')}</h2>
      <p>
        {tr('battle.follows')}{' '}
        {yours && bot ? (
          <>
            <Link to={`/battles/${battleId}?seat=${yours.seat}`}>{tr('battle.play', { side: yours.name })}</Link> {tr('battle.botPlays', { side: bot.name })}
          </>
        ) : (
          <Link to={`/battles/${battleId}`}>{tr('battle.open')}</Link>
        )}
        . {tr('battle.explain')}
      </p>
      {b ? (
        <p className="battle-status" role="status">
          {tr('battle.round', { round: b.round, phase: b.phase })}
          {b.outcome ? tr('battle.over', { reason: engine.reason(b.outcome.reason) }) : ''} · {follow.refused ? tr('battle.stopped') : tr('battle.upToDate')}
          {follow.applied.length > 0 && tr('battle.took', { count: follow.applied.length })}
        </p>
      ) : (
        <p className="hint">{tr('battle.following')}</p>
      )}
      {follow?.refused && (
        <p className="error-message" role="alert">
          {tr('battle.refused', { command: follow.refused.command.type, reason: follow.refused.reason })}
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
