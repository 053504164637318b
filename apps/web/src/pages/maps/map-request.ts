/** The maps page's request for a composed map: the sheets in use and, only when the person chose one, a layout. */

export interface Sheet {
  readonly board: string;
  readonly rotated: boolean;
}

/** Layouts offered for a sheet count; "" is the usual one, which the server works out from the sheets' drawn size. */
export const LAYOUTS = ['1x1', '1x2', '1x3', '2x2', '2x3', '2x1', '3x1', '3x2'];
export const USUAL_LAYOUT = '';

/** The sheets shown: as many as the chosen layout holds, or the sheet count for the usual layout. */
export function sheetsInUse<T extends Sheet>(sheets: readonly T[], count: number, layout: string): T[] {
  if (layout === USUAL_LAYOUT) return sheets.slice(0, count);
  const [rows, cols] = layout.split('x').map(Number) as [number, number];
  return sheets.slice(0, rows * cols);
}

/**
 * The API path composing the map. The usual layout sends no layout, so the server joins 2 or 3 sheets long edge to long edge
 * by their drawn size (Mechwarriors of Fortune – The Missions, Mission Set Up rule 3): 16×17 sheets side by side, 32×17 sheets
 * one above the other.
 */
export function mapPath(sheets: readonly Sheet[], count: number, layout: string): string {
  const spec = sheetsInUse(sheets, count, layout)
    .map((s) => `${s.board}${s.rotated ? '@180' : ''}`)
    .join(',');
  return `/maps/map?boards=${encodeURIComponent(spec)}${layout === USUAL_LAYOUT ? '' : `&layout=${layout}`}`;
}
