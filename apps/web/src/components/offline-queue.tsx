import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatSource } from '../i18n/source-text';
import { type InTheWay, type SendReason, commandLabel } from '../offline-commands';
import { useEngineText } from '../i18n/engine-text';
import type { OfflineGame } from '../use-offline-game';

/** A command's type in the reader's words ("reportDamage" → "report damage", German "Schaden melden"). */
const commandName = (t: TFunction, type: string) => t(`offlineQueue.command.${type}`, { defaultValue: commandLabel({ type }) });

function inTheWay(t: TFunction, x: InTheWay): string {
  const entry = t('offlineQueue.outcome.entry', { seq: x.seq, command: commandName(t, x.type) });
  if (x.over === undefined) return entry;
  if (x.over === 'everything') return t('offlineQueue.outcome.changedAll', { entry });
  return t('offlineQueue.outcome.touched', { entry, what: x.over.join(', ') });
}

/** What became of one command, in the reader's words. */
function Reason({ reason }: { reason: SendReason }) {
  const { t } = useTranslation();
  const engine = useEngineText();
  switch (reason.kind) {
    case 'recorded':
    case 'repeated':
      return <>{t(`offlineQueue.outcome.${reason.kind}`, { entry: reason.entry })}</>;
    case 'needs-roll':
      return <>{t('offlineQueue.outcome.needsRoll', { purpose: reason.purpose })}</>;
    case 'closed':
      return <>{t('offlineQueue.outcome.closed')}</>;
    case 'not-sent':
      return <>{t('offlineQueue.outcome.notSent')}</>;
    case 'refused':
      return (
        <>{t('offlineQueue.outcome.refused', { reason: engine.reason(reason.reason), source: reason.source ? ` [${formatSource(reason.source)}]` : '' })}</>
      );
    case 'moved-on': {
      const movedOn = t('offlineQueue.outcome.movedOn', { current: reason.current ?? '?', madeAt: reason.madeAt });
      if (!reason.inTheWay.length) return <>{movedOn}</>;
      return <>{t('offlineQueue.outcome.meanwhile', { movedOn, entries: reason.inTheWay.map((x) => inTheWay(t, x)).join('; ') })}</>;
    }
  }
}

/**
 * Where commands made at the table without the server stand: "offline — N commands waiting" while they wait (kept in
 * this browser), "sending…" while they go, then what became of each (recorded, or why not) until dismissed.
 */
export function OfflineQueue({ offline }: { offline: OfflineGame<unknown> }) {
  const { t } = useTranslation();
  if (!offline.enabled) return null;
  const showBar = offline.offline || offline.waiting > 0;
  return (
    <>
      {showBar && (
        <p className="panel offline-bar" role="status">
          <strong>{offline.offline ? t('offlineQueue.offline') : t('offlineQueue.online')}</strong> —{' '}
          {offline.sending ? t('offlineQueue.sending', { count: offline.waiting }) : t('offlineQueue.waiting', { count: offline.waiting })}{' '}
          <span className="hint">{t('offlineQueue.kept')}</span>
        </p>
      )}
      {offline.outcomes.length > 0 && (
        <section className="panel offline-outcomes" aria-label={t('offlineQueue.outcomes')}>
          <h2>{t('offlineQueue.outcomes')}</h2>
          <ol>
            {offline.outcomes.map((o, i) => (
              <li key={i} className={`outcome-${o.status}`}>
                <strong>{commandName(t, o.command.type)}</strong>: <Reason reason={o.reason} />
              </li>
            ))}
          </ol>
          <button type="button" onClick={offline.dismiss}>
            {t('offlineQueue.dismiss')}
          </button>
        </section>
      )}
    </>
  );
}
