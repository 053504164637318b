import { describe, expect, it } from 'vitest';
import { mapPath, sheetsInUse } from './map-request';

const WIDE = 'Battle of Tukayyid Pack/32x17 Deployment Zone';
const sheets = Array.from({ length: 6 }, (_, i) => ({ board: i === 1 ? `${WIDE} - clear` : WIDE, rotated: i === 1 }));

describe('maps page map request', () => {
  it('the usual layout leaves the join to the sheets: two 32×17 sheets are sent without a side-by-side layout', () => {
    expect(mapPath(sheets, 2, '')).toBe(`/maps/map?boards=${encodeURIComponent(`${WIDE},${WIDE} - clear@180`)}`);
    expect(sheetsInUse(sheets, 3, '')).toHaveLength(3);
  });
  it('a layout the person chose is sent as chosen', () => {
    expect(mapPath(sheets, 2, '1x2')).toMatch(/&layout=1x2$/);
    expect(sheetsInUse(sheets, 4, '2x2')).toHaveLength(4);
  });
});
