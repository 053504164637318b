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

const pct = (x: number) => `${Math.round(100 * x)}%`;
const span = (x: Interval) => `${pct(x.low)}–${pct(x.high)}`;

/** Blue when side B is favoured, through pale grey at even, to amber when side A is: readable in both themes with the number on top. */
export function heatColour(p: number): string {
  const t = Math.max(0, Math.min(1, p));
  const hue = t < 0.5 ? 215 : 35;
  const strength = Math.abs(t - 0.5) * 2;
  return `hsl(${hue} ${Math.round(20 + 65 * strength)}% ${Math.round(88 - 38 * strength)}%)`;
}

function Legend() {
  const stops = [0, 0.25, 0.5, 0.75, 1];
  return (
    <figure className="heat-legend" aria-label="Colour legend: side A's chance to win">
      <div className="heat-legend-bar" style={{ background: `linear-gradient(to right, ${stops.map(heatColour).join(', ')})` }} />
      <figcaption>
        <span>B favoured (0%)</span>
        <span>even (50%)</span>
        <span>A favoured (100%)</span>
      </figcaption>
    </figure>
  );
}

export function MatrixHeatMap({ a, b, cells }: { a: readonly MatrixUnitView[]; b: readonly MatrixUnitView[]; cells: readonly MatrixCellView[] }) {
  const at = (row: number, col: number) => cells.find((c) => c.row === row && c.col === col);
  return (
    <div className="matrix-heat">
      <div className="table-scroll">
        <table className="heat-map" aria-label="Side A's win odds, side A's units in rows, side B's in columns">
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
                  if (!c) return <td key={j} className="heat-cell pending" aria-label={`${u.name} against ${v.name}: not played yet`} />;
                  return (
                    <td
                      key={j}
                      className="heat-cell"
                      data-cell={`${i}-${j}`}
                      style={{ background: heatColour(c.aWins.p) }}
                      aria-label={`${u.name} against ${v.name}: A wins ${pct(c.aWins.p)} (95% interval ${span(c.aWins)})`}
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
      </div>
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
  return (
    <div className="table-scroll">
      <table className="odds-table matrix-table">
        <caption>Every pairing with its balanced skills and 95% Wilson intervals</caption>
        <thead>
          <tr>
            <th scope="col">Side A</th>
            <th scope="col">Side B</th>
            <th scope="col">A wins</th>
            <th scope="col">B wins</th>
            <th scope="col">Draw</th>
            <th scope="col">Both destroyed</th>
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
    </div>
  );
}
