import { tableRegistry } from '@marshal/library';
import { useTranslation } from 'react-i18next';
import { CheckBuilder } from './check-builder';
import { TablePanel } from './table-panel';

/** The rulings explorer: build any check or pick any roll table, see the itemised ruling and exact odds, roll it. */
export function ExplorerPage() {
  const { t } = useTranslation('explorer');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p className="lede">{t('lede')}</p>
      <CheckBuilder />
      <TablePanel tables={tableRegistry.list()} />
    </div>
  );
}
