import { formatSource } from '@marshal/core';
import type { BvBreakdown, BvLine } from '@marshal/catalog';

const n = (v: number) => v.toLocaleString('en', { maximumFractionDigits: 2 });

function Lines({ lines }: { lines: readonly BvLine[] }) {
  return (
    <>
      {lines.map((l, i) => (
        <tr key={`${l.label}-${i}`}>
          <th scope="row">{l.label}</th>
          <td>{n(l.value)}</td>
          <td>{l.detail ?? ''}</td>
        </tr>
      ))}
    </>
  );
}

/** The Battle Value worked out step by step beside the record sheet, each step with the rule it follows. */
export function BvPanel({ bv }: { bv: BvBreakdown }) {
  const src = formatSource(bv.source);
  return (
    <section className="bv-panel" aria-label="Battle Value breakdown">
      <h2>
        Battle Value <span data-testid="bv-total">{bv.total.toLocaleString('en')}</span>
      </h2>
      <p className="hint">
        {bv.method} — <span className="source">{src}</span>
      </p>
      <ol className="bv-steps">
        <li>
          <h3>Defensive battle rating</h3>
          <table>
            <tbody>
              <Lines lines={bv.defensive.lines} />
              <tr className="total">
                <th scope="row">Subtotal × defensive factor</th>
                <td>{n(bv.defensive.total)}</td>
                <td>
                  {n(bv.defensive.subtotal)} × {bv.defensive.defensiveFactor.toFixed(1)} (target movement modifier {bv.defensive.targetMovementModifier})
                </td>
              </tr>
            </tbody>
          </table>
        </li>
        <li>
          <h3>Offensive battle rating</h3>
          {bv.offensive.heatEfficiency > 0 && <p className="hint">Heat efficiency {bv.offensive.heatEfficiency}: weapons past it count at half value.</p>}
          <table>
            <tbody>
              {bv.offensive.weapons.map((w, i) => (
                <tr key={`w-${i}`}>
                  <th scope="row">
                    {w.name} ({w.location})
                  </th>
                  <td>{n(w.bv)}</td>
                  <td>
                    heat {w.heat}
                    {w.notes.length ? ` — ${w.notes.join('; ')}` : ''}
                  </td>
                </tr>
              ))}
              <Lines lines={bv.offensive.lines} />
              <tr className="total">
                <th scope="row">Subtotal × speed factor</th>
                <td>{n(bv.offensive.total)}</td>
                <td>
                  {n(bv.offensive.subtotal)} × {bv.offensive.speedFactor}
                </td>
              </tr>
            </tbody>
          </table>
        </li>
        <li>
          <h3>Battle Value</h3>
          <table>
            <tbody>
              <tr>
                <th scope="row">Defensive + offensive</th>
                <td>{n(bv.defensive.total + bv.offensive.total)}</td>
                <td>
                  {n(bv.defensive.total)} + {n(bv.offensive.total)}
                </td>
              </tr>
              <Lines lines={bv.adjustments} />
              <tr className="total">
                <th scope="row">Battle Value (rounded)</th>
                <td>{bv.total.toLocaleString('en')}</td>
                <td>{n(bv.unrounded)}, rounded half up</td>
              </tr>
            </tbody>
          </table>
        </li>
      </ol>
      {bv.warnings.length > 0 && (
        <ul className="bv-warnings">
          {bv.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
