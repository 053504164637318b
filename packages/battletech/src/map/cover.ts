// Partial cover: the Total Warfare rule, water, and the Tactical Operations expanded and taking-cover rules.
import { type Source, TOTAL_WARFARE, bookSource, hexLabel, modifier, neighbour, sameHex, seedSource } from '@marshal/core';
import type { CoverContext, CoverFinding, CoverRule, PartialCover } from './los-types';
import { waterDepth } from './terrain';

export const TW_PARTIAL_COVER = bookSource(TOTAL_WARFARE, {
  section: 'Line of Sight › Partial Cover',
  note: '+1, leg hits strike the cover',
});
export const TW_WATER_COVER = bookSource(TOTAL_WARFARE, {
  section: 'Line of Sight › Water',
  note: "a 'Mech standing in depth 1 water has partial cover",
});
export const TO_EXPANDED_COVER = seedSource('003', '8.4.1 Expanded Partial Cover');
export const TO_TAKING_COVER = seedSource('003', '8.4.2 Taking Cover');

function cover(kind: PartialCover['kind'], value: number, source: Source, locations: string[], extra: Partial<PartialCover> = {}): PartialCover {
  const labels: Record<PartialCover['kind'], string> = {
    horizontal: 'target in partial cover',
    water: 'target in partial cover (depth 1 water)',
    quarter: 'target in 1/4 cover',
    vertical: 'target in vertical cover',
    'three-quarter': 'target in 3/4 cover',
  };
  return { kind, locations, modifier: modifier(`partial-cover-${kind}`, labels[kind], value, source), ...extra };
}

/** Total Warfare: a hex next to the target on the line, exactly as high as the target, hides its legs when the attacker is not higher. */
export const standardCover: CoverRule = (ctx) => {
  if (ctx.target.height <= 0 || ctx.attackerTop > ctx.targetTop) return null;
  const hit = ctx.adjacent.find((a) => (ctx.side === undefined || a.side === undefined || a.side === ctx.side) && a.top === ctx.targetTop);
  return hit ? { cover: cover('horizontal', 1, TW_PARTIAL_COVER, ['legs'], { by: hexLabel(hit.hex) }) } : null;
};

/** A 'Mech standing in water up to its legs has partial cover. */
export const waterCover: CoverRule = (ctx) => {
  const here = ctx.map.hexes[ctx.target.hex.row * ctx.map.width + ctx.target.hex.col]!;
  const submerged = here.level - ctx.targetBase;
  if (waterDepth(here) === 0 || ctx.target.height <= 0 || submerged < 1 || submerged > ctx.target.height) return null;
  return { cover: cover('water', 1, TW_WATER_COVER, ['legs']) };
};

type Band = 'low' | 'half' | 'full';

/** Modifier id of partial cover gained by taking cover (so combat can tell it from terrain cover). */
export const TAKING_COVER_ID = 'partial-cover-taking-cover';

/** Tactical Operations expanded cover: where the line enters the target hex through a corner, both hexes beside it count. */
export const expandedCover: CoverRule = (ctx) => {
  const pair = ctx.adjacent.filter((a) => a.side !== undefined);
  if (pair.length !== 2) return standardCover(ctx);
  const band = (top: number): Band => (top <= ctx.targetBase ? 'low' : top === ctx.targetBase + 1 ? 'half' : 'full');
  const [a, b] = pair as [CoverContext['adjacent'][number], CoverContext['adjacent'][number]];
  const bands = [band(a.top), band(b.top)];
  const higher = ctx.attackerTop > ctx.targetTop;
  const key = [...bands].sort().join('+');
  const full = bands[0] === 'full' ? a : b;
  const half = bands[0] === 'half' ? a : b;
  const side = (h: typeof a) => h.side!;
  const unblocks = [hexLabel(full.hex)];
  const aboveFull = ctx.attackerTop >= full.top;
  switch (key) {
    case 'half+half':
      return higher ? null : { cover: cover('horizontal', 1, TO_EXPANDED_COVER, ['legs'], { by: `${hexLabel(a.hex)}, ${hexLabel(b.hex)}` }) };
    case 'half+low':
      return higher ? null : { cover: cover('quarter', 0, TO_EXPANDED_COVER, ['covered-side-leg'], { side: side(half), by: hexLabel(half.hex) }) };
    case 'full+low':
      if (aboveFull && !ctx.rules.verticalCoverAgainstHigherAttacker)
        return { cover: null, note: 'expanded cover: the attacker is higher than the covering hex', unblocks };
      return {
        cover: cover('vertical', 1, TO_EXPANDED_COVER, ['covered-side-arm', 'covered-side-torso', 'covered-side-leg'], {
          side: side(full),
          by: hexLabel(full.hex),
        }),
        unblocks,
      };
    case 'full+half':
      if (higher && aboveFull && !ctx.rules.verticalCoverAgainstHigherAttacker)
        return { cover: null, note: 'expanded cover: the attacker is higher than the covering hex', unblocks };
      if (higher)
        return {
          cover: cover('vertical', 1, TO_EXPANDED_COVER, ['covered-side-arm', 'covered-side-torso', 'covered-side-leg'], {
            side: side(full),
            by: hexLabel(full.hex),
          }),
          unblocks,
        };
      return {
        cover: cover('three-quarter', 1, TO_EXPANDED_COVER, ['legs', 'covered-side-arm', 'covered-side-torso'], {
          side: side(full),
          by: `${hexLabel(full.hex)}, ${hexLabel(half.hex)}`,
        }),
        unblocks,
      };
    default:
      return null;
  }
};

/** Tactical Operations taking cover: a 'Mech at the edge of its hex gets partial cover through one chosen hexside, whatever the attacker's level. */
export const takingCover: CoverRule = (ctx) => {
  const side = ctx.target.takingCover;
  if (side === undefined || ctx.target.height <= 0) return null;
  const behind = neighbour(ctx.target.hex, side);
  const through = ctx.adjacent.find(
    (a) => sameHex(a.hex, behind) && (ctx.side === undefined || a.side === undefined || a.side === ctx.side || ctx.adjacent.length === 2),
  );
  if (!through || through.top !== ctx.targetBase + 1) return null;
  const found = cover('horizontal', 1, TO_TAKING_COVER, ['legs'], { by: hexLabel(behind) });
  return { cover: { ...found, modifier: { ...found.modifier, id: TAKING_COVER_ID, label: 'target taking cover (partial cover)' } } };
};

/** The best cover any rule finds: highest modifier, then the most locations protected. */
export function bestCover(findings: readonly (CoverFinding | null)[]): CoverFinding | null {
  let best: CoverFinding | null = null;
  let unblocks: string[] | null = null;
  for (const f of findings) {
    if (f && coverScore(f) > coverScore(best)) best = f;
    if (f?.unblocks?.length) (unblocks ??= []).push(...f.unblocks);
  }
  return best && unblocks ? { ...best, unblocks } : best;
}

const coverScore = (f: CoverFinding | null): number => (f?.cover ? f.cover.modifier.value * 100 + f.cover.locations.length + 1 : f ? 0.5 : 0);
