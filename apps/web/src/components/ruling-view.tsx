import { type Ruling, odds as exactOdds, plainRulingOdds } from '@marshal/core';
import { formatSource } from '../i18n/source-text';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../i18n/engine-text';
import { formatters, useFormat } from '../i18n/format';
import { currentLanguage } from '../i18n/i18n';
import { OddsChart } from './odds-chart';

/** A core `Ruling` (plain JSON), also inside a recorded event without its odds (recomputed exactly from roll, comparison and target). */
export type RulingLike = Omit<Ruling, 'odds'> & { readonly odds?: Ruling['odds'] };

function oddsOf(ruling: RulingLike): Ruling['odds'] {
  if (ruling.odds) return ruling.odds;
  const o = exactOdds(ruling.roll, ruling.comparison, ruling.target);
  if (!ruling.automatic) return plainRulingOdds(o);
  const win = ruling.automatic.outcome === 'success';
  return plainRulingOdds({ successes: win ? o.outcomes : 0n, outcomes: o.outcomes, probability: win ? 1 : 0 });
}

export interface RulingViewProps {
  readonly ruling: RulingLike;
  /** Start expanded (the itemised modifiers visible). */
  readonly open?: boolean;
  /** Show the distribution chart inside the expanded part. */
  readonly chart?: boolean;
}

const signed = (v: number, first: boolean): string => (first ? `${v}` : v >= 0 ? `+${v}` : `−${Math.abs(v)}`);

/** A probability as the reader writes it (`41.67%`, German `41,67 %`); in components prefer `useFormat().percent`. */
export const percent = (p: number): string => formatters(currentLanguage()).percent(p);

/** A target number that explains itself: summary line, then each modifier with its source, the target and exact odds. */
export function RulingView({ ruling, open = false, chart = false }: RulingViewProps) {
  const { t } = useTranslation();
  const { percent, number } = useFormat();
  const engine = useEngineText();
  const label = engine.ruling(ruling.label);
  const cmp = ruling.comparison === 'at-least' ? '≥' : '≤';
  const auto = ruling.automatic;
  const odds = oddsOf(ruling);
  return (
    <details className="ruling" open={open} data-ruling={ruling.id}>
      <summary>
        <span className="ruling-label">{label}</span>{' '}
        <span className="ruling-target">{auto ? t(`ruling.automatic.${auto.outcome}`) : `${ruling.roll} ${cmp} ${ruling.target}`}</span>{' '}
        <span className="ruling-odds">{percent(odds.probability)}</span>
      </summary>
      <table className="modifiers">
        <caption className="visually-hidden">{t('ruling.caption', { label })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ruling.value')}</th>
            <th scope="col">{t('ruling.modifier')}</th>
            <th scope="col">{t('ruling.source')}</th>
          </tr>
        </thead>
        <tbody>
          {ruling.modifiers.map((m, i) => (
            <tr key={`${m.id}-${i}`}>
              <td className="num">{signed(m.value, i === 0)}</td>
              <td>{engine.modifier(m)}</td>
              <td className="source">{formatSource(m.source)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className="num">= {ruling.target}</td>
            <th scope="row" colSpan={2}>
              {t(ruling.comparison === 'at-least' ? 'ruling.targetAtLeast' : 'ruling.targetAtMost', { roll: ruling.roll, target: ruling.target })}
            </th>
          </tr>
        </tfoot>
      </table>
      {auto && (
        <p className="automatic">
          {t(`ruling.automaticReason.${auto.outcome}`, { reason: engine.reason(auto.reason) })} <span className="source">[{formatSource(auto.source)}]</span>
        </p>
      )}
      <p className="odds-line">
        {t('ruling.exactOdds')} <strong>{percent(odds.probability)}</strong>{' '}
        {t('ruling.outcomes', { successes: number(BigInt(odds.successes)), outcomes: number(BigInt(odds.outcomes)) })}
      </p>
      {chart && !auto && <OddsChart roll={ruling.roll} comparison={ruling.comparison} target={ruling.target} label={t('ruling.chartLabel', { label })} />}
    </details>
  );
}
