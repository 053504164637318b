import { useTranslation } from 'react-i18next';
import { formatSource } from '../../i18n/source-text';
import type { BvBreakdown, BvLine } from '@marshal/catalog';
import { useEngineText } from '../../i18n/engine-text';
import { useFormat } from '../../i18n/format';

/** Numbers of the breakdown in the reader's language, two decimals at most. */
function useBvNumber() {
  const f = useFormat();
  return (v: number) => f.number(v, { maximumFractionDigits: 2 });
}

function Lines({ lines }: { lines: readonly BvLine[] }) {
  const n = useBvNumber();
  const engine = useEngineText();
  return (
    <>
      {lines.map((l, i) => (
        <tr key={`${l.label}-${i}`}>
          <th scope="row">{engine.bv(l.label)}</th>
          <td>{n(l.value)}</td>
          <td>{l.detail ? engine.bv(l.detail) : ''}</td>
        </tr>
      ))}
    </>
  );
}

/** The Battle Value worked out step by step beside the record sheet, each step with the rule it follows. */
export function BvPanel({ bv }: { bv: BvBreakdown }) {
  const { t } = useTranslation('catalog');
  const n = useBvNumber();
  const engine = useEngineText();
  const src = formatSource(bv.source);
  return (
    <section className="bv-panel" aria-label={t('bvPanel.label')}>
      <h2>
        {t('bvPanel.title')} <span data-testid="bv-total">{n(bv.total)}</span>
      </h2>
      <p className="hint">
        {bv.method} — <span className="source">{src}</span>
      </p>
      <ol className="bv-steps">
        <li>
          <h3>{t('bvPanel.defensive')}</h3>
          <table>
            <tbody>
              <Lines lines={bv.defensive.lines} />
              <tr className="total">
                <th scope="row">{t('bvPanel.defensiveTotal')}</th>
                <td>{n(bv.defensive.total)}</td>
                <td>
                  {n(bv.defensive.subtotal)} × {n(Number(bv.defensive.defensiveFactor.toFixed(1)))}{' '}
                  {t('bvPanel.tmm', { tmm: bv.defensive.targetMovementModifier })}
                </td>
              </tr>
            </tbody>
          </table>
        </li>
        <li>
          <h3>{t('bvPanel.offensive')}</h3>
          {bv.offensive.heatEfficiency > 0 && <p className="hint">{t('bvPanel.heatEfficiency', { value: bv.offensive.heatEfficiency })}</p>}
          <table>
            <tbody>
              {bv.offensive.weapons.map((w, i) => (
                <tr key={`w-${i}`}>
                  <th scope="row">
                    {w.name} ({w.location})
                  </th>
                  <td>{n(w.bv)}</td>
                  <td>
                    {t('bvPanel.heat', { heat: w.heat })}
                    {w.notes.length ? ` — ${w.notes.map((x) => engine.bv(x)).join('; ')}` : ''}
                  </td>
                </tr>
              ))}
              <Lines lines={bv.offensive.lines} />
              <tr className="total">
                <th scope="row">{t('bvPanel.offensiveTotal')}</th>
                <td>{n(bv.offensive.total)}</td>
                <td>
                  {n(bv.offensive.subtotal)} × {n(bv.offensive.speedFactor)}
                </td>
              </tr>
            </tbody>
          </table>
        </li>
        <li>
          <h3>{t('bvPanel.title')}</h3>
          <table>
            <tbody>
              <tr>
                <th scope="row">{t('bvPanel.sum')}</th>
                <td>{n(bv.defensive.total + bv.offensive.total)}</td>
                <td>
                  {n(bv.defensive.total)} + {n(bv.offensive.total)}
                </td>
              </tr>
              <Lines lines={bv.adjustments} />
              <tr className="total">
                <th scope="row">{t('bvPanel.rounded')}</th>
                <td>{n(bv.total)}</td>
                <td>{t('bvPanel.roundedHow', { value: n(bv.unrounded) })}</td>
              </tr>
            </tbody>
          </table>
        </li>
      </ol>
      {bv.warnings.length > 0 && (
        <ul className="bv-warnings">
          {bv.warnings.map((w) => (
            <li key={w}>{engine.bv(w)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
