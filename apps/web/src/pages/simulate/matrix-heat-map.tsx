import { useTranslation } from 'react-i18next';
import { formatters } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { TableScroll } from '../../components/table-scroll';

/** The matchup matrix as a heat map (side A's win odds, colour and number in every cell) with its legend and a full table. */

export interface Interval {
  readonly count: number;
  readonly runs: number;
  readonly p: number;
  readonly low: number;
  readonly high: number;
}

export interface MatrixUnitView {
  readonly name: string;
  readonly bv?: number;
  readonly label?: string;
}

export interface MatrixCellView {
  readonly row: number;
  readonly col: number;
  readonly a: { readonly name: string; readonly gunnery: number; readonly piloting: number };
  readonly b: { readonly name: string; readonly gunnery: number; readonly piloting: number };
  readonly aWins: Interval;
  readonly bWins: Interval;
  readonly draw: Interval;
  readonly mutualDestruction: Interval;
}

const pct = (x: number) => formatters(currentLanguage()).number(x, { style: 'percent', maximumFractionDigits: 0 });
const span = (x: Interval) => `${pct(x.low)}–${pct(x.high)}`;

/** Blue when side B is favoured, through pale grey at even, to amber when side A is: readable in both themes with the number on top. */
export function heatColour(p: number): string {
  const t = Math.max(0, Math.min(1, p));
  const hue = t < 0.5 ? 215 : 35;
  const strength = Math.abs(t - 0.5) * 2;
  return `hsl(${hue} ${Math.round(20 + 65 * strength)}% ${Math.round(88 - 38 * strength)}%)`;
}

function Legend() {
  const { t: tr } = useTranslation('simulate');
  const stops = [0, 0.25, 0.5, 0.75, 1];
  return (
    <figure className="heat-legend" aria-label={tr('matrix.legend')}>
      <div className="heat-legend-bar" style={{ background: `linear-gradient(to right, ${stops.map(heatColour).join(', ')})` }} />
      <figcaption>
        <span>{tr('matrix.bFavoured')}</span>
        <span>{tr('matrix.even')}</span>
        <span>{tr('matrix.aFavoured')}</span>
      </figcaption>
    </figure>
  );
}

export function MatrixHeatMap({ a, b, cells }: { a: readonly MatrixUnitView[]; b: readonly MatrixUnitView[]; cells: readonly MatrixCellView[] }) {
  const { t: tr } = useTranslation('simulate');
  const at = (row: number, col: number) => cells.find((c) => c.row === row && c.col === col);
  return (
    <div className="matrix-heat">
      <TableScroll label={tr('matrix.heat')}>
        <table className="heat-map" aria-label={tr('matrix.heat')}>
          <thead>
            <tr>
              <td />
              {b.map((u, j) => (
                <th key={j} scope="col" title={u.name}>
                  B{j + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {a.map((u, i) => (
              <tr key={i}>
                <th scope="row" title={u.name}>
                  A{i + 1}
                </th>
                {b.map((v, j) => {
                  const c = at(i, j);
                  if (!c) return <td key={j} className="heat-cell pending" aria-label={tr('matrix.pending', { a: u.name, b: v.name })} />;
                  return (
                    <td
                      key={j}
                      className="heat-cell"
                      data-cell={`${i}-${j}`}
                      style={{ background: heatColour(c.aWins.p) }}
                      aria-label={tr('matrix.cell', { a: u.name, b: v.name, p: pct(c.aWins.p), span: span(c.aWins) })}
                    >
                      <span className="heat-p">{pct(c.aWins.p)}</span>
                      <span className="heat-ci">
                        {Math.round(100 * c.aWins.low)}–{Math.round(100 * c.aWins.high)}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Legend />
      <ol className="matrix-names">
        {a.map((u, i) => (
          <li key={`a${i}`}>
            <b>A{i + 1}</b> {u.name}
            {u.label ? ` (${u.label})` : ''}
            {u.bv !== undefined ? `, ${u.bv} BV` : ''}
          </li>
        ))}
        {b.map((u, j) => (
          <li key={`b${j}`}>
            <b>B{j + 1}</b> {u.name}
            {u.label ? ` (${u.label})` : ''}
            {u.bv !== undefined ? `, ${u.bv} BV` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Every pairing as rows of a table: the accessible alternative to the heat map, with the balanced skills and all outcomes. */
export function MatrixTable({ cells }: { cells: readonly MatrixCellView[] }) {
  const { t: tr } = useTranslation('simulate');
  return (
    <TableScroll label={tr('matrix.caption')}>
      <table className="odds-table matrix-table">
        <caption>{tr('matrix.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{tr('matrix.sideA')}</th>
            <th scope="col">{tr('matrix.sideB')}</th>
            <th scope="col">{tr('matrix.aWins')}</th>
            <th scope="col">{tr('matrix.bWins')}</th>
            <th scope="col">{tr('matrix.draw')}</th>
            <th scope="col">{tr('matrix.both')}</th>
          </tr>
        </thead>
        <tbody>
          {cells.map((c) => (
            <tr key={`${c.row}-${c.col}`} data-pairing={`${c.row}-${c.col}`}>
              <th scope="row">
                A{c.row + 1} {c.a.name} {c.a.gunnery}/{c.a.piloting}
              </th>
              <td>
                B{c.col + 1} {c.b.name} {c.b.gunnery}/{c.b.piloting}
              </td>
              {[c.aWins, c.bWins, c.draw, c.mutualDestruction].map((x, k) => (
                <td key={k}>
                  {pct(x.p)} ({span(x)}, {x.count}/{x.runs})
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
