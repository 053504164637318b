import { useTranslation } from 'react-i18next';
import { commandLabel } from '../offline-commands';
import type { OfflineGame } from '../use-offline-game';

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
                <strong>{commandLabel(o.command)}</strong>: {o.text}
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
