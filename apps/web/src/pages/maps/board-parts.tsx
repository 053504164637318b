import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facing } from '@marshal/core';
import { TERRAIN_LEGEND, hexPixel, hexPoints, sampleHexSvg } from '@marshal/map-render';

/** Pieces drawn on the board view: unit counters, overlays with notes, the terrain legend and the hover card. */

export const SIZE = 20;

export interface BoardUnit {
  readonly id: string;
  readonly hex: { col: number; row: number };
  readonly facing: Facing;
  readonly label: string;
  readonly colour: string;
  /** Printed on the counter (a few letters: the model code). */
  readonly short?: string;
  /** Status words shown as badges: prone, shut down, immobile, withdrawing… */
  readonly status?: readonly string[];
  /** Lines for the hover card (pilot, armour…). */
  readonly details?: readonly string[];
  readonly selected?: boolean;
}
export interface BoardOverlay {
  readonly id: string;
  readonly hexes: readonly string[];
  readonly label: string;
  readonly colour: string;
  readonly kind: 'deployment' | 'objective' | 'line' | 'path' | 'warning';
  /** A short note per hex (same order as `hexes`), e.g. the MP used so far on a path. */
  readonly notes?: readonly string[];
}

const BADGE: Record<string, string> = { prone: 'P', 'shut down': 'SD', immobile: 'IM', withdrawing: 'W', 'hull down': 'HD' };
/** The status words' keys in the `maps` words (`view.status.*`); a status with none is shown as given. */
const STATUS_KEYS: Record<string, string> = {
  prone: 'prone',
  'hull down': 'hullDown',
  'shut down': 'shutDown',
  immobile: 'immobile',
  'pilot unconscious': 'unconscious',
  withdrawing: 'withdrawing',
};
/** The legend's terrain words (`TERRAIN_LEGEND`, in its order) in the `maps` words (`view.terrain.*`). */
const TERRAIN_KEYS = ['clear', 'hill', 'lightWoods', 'heavyWoods', 'water1', 'water2', 'rough', 'rubble', 'pavement', 'building'];

/** A unit's status words in the reader's language. */
function useStatusWords(): (status: readonly string[] | undefined) => string {
  const { t } = useTranslation('maps');
  return (status) => (status ?? []).map((s) => (STATUS_KEYS[s] ? t(`view.status.${STATUS_KEYS[s]}`) : s)).join(', ');
}

/** A unit counter: side-coloured disc, a notch on the facing hexside, the short name, status badges. */
export function Counter({ u }: { u: BoardUnit }) {
  const { t } = useTranslation('maps');
  const words = useStatusWords();
  const { x, y } = hexPixel(u.hex, SIZE);
  const a = ((u.facing * 60 - 90) * Math.PI) / 180;
  const tip = (r: number, da = 0) => `${(x + r * Math.cos(a + da)).toFixed(1)},${(y + r * Math.sin(a + da)).toFixed(1)}`;
  const badges = (u.status ?? []).map((s) => BADGE[s] ?? s.slice(0, 2).toUpperCase());
  return (
    <g data-unit={u.id} className={`counter${u.selected ? ' selected' : ''}`} pointerEvents="none">
      {u.selected && <circle cx={x} cy={y} r={SIZE * 0.78} fill="none" stroke="#f1c40f" strokeWidth={2.5} />}
      <circle cx={x} cy={y} r={SIZE * 0.58} fill={u.colour} stroke="#111" strokeWidth={1} />
      <polygon points={[tip(SIZE * 0.86), tip(SIZE * 0.52, 0.42), tip(SIZE * 0.52, -0.42)].join(' ')} fill={u.colour} stroke="#111" strokeWidth={0.8} />
      <polygon points={[tip(SIZE * 0.78), tip(SIZE * 0.56, 0.3), tip(SIZE * 0.56, -0.3)].join(' ')} fill="#fff" />
      <text x={x} y={y + SIZE * 0.12} fontSize={SIZE * 0.3} fontWeight={700} textAnchor="middle" fill="#fff">
        {u.short ?? u.label.slice(0, 4)}
      </text>
      {badges.length > 0 && (
        <g>
          <rect x={x - SIZE * 0.5} y={y + SIZE * 0.22} width={SIZE} height={SIZE * 0.3} rx={2} fill="#fdd835" stroke="#111" strokeWidth={0.5} />
          <text x={x} y={y + SIZE * 0.45} fontSize={SIZE * 0.24} fontWeight={700} textAnchor="middle" fill="#111">
            {badges.join(' ')}
          </text>
        </g>
      )}
      <title>{t('view.counter', { label: u.label, facing: u.facing }) + (u.status?.length ? ` (${words(u.status)})` : '')}</title>
    </g>
  );
}

/** An overlay's hexes (tinted) with their notes (MP so far, "!" for a roll). */
export function Overlay({ o, at }: { o: BoardOverlay; at: (label: string) => { col: number; row: number } | undefined }) {
  return (
    <g data-overlay={o.kind} aria-label={o.label} pointerEvents="none">
      {o.hexes.map((l, i) => {
        const h = at(l);
        if (!h) return null;
        const { x, y } = hexPixel(h, SIZE);
        const note = o.notes?.[i];
        return (
          <g key={`${l}-${i}`}>
            <polygon
              points={hexPoints(h, SIZE)}
              fill={o.colour}
              fillOpacity={o.kind === 'warning' ? 0 : o.kind === 'line' || o.kind === 'path' ? 0.45 : 0.25}
              stroke={o.colour}
              strokeWidth={o.kind === 'warning' ? 3 : 1.5}
            />
            {note && (
              <text x={x} y={y + SIZE * 0.45} fontSize={SIZE * 0.34} fontWeight={700} textAnchor="middle" fill="#111" stroke="#fff" strokeWidth={0.6}>
                {note}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The terrain legend: each kind of hex as the board draws it, with its words. */
export function Legend() {
  const { t } = useTranslation('maps');
  const [open, setOpen] = useState(true);
  return (
    <details className="board-legend" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)} aria-label={t('view.legendLabel')}>
      <summary>{t('view.legend')}</summary>
      <ul>
        {TERRAIN_LEGEND.map((x, i) => (
          <li key={x.label}>
            <svg viewBox="0 0 40 35" width="32" height="28" aria-hidden="true" dangerouslySetInnerHTML={{ __html: sampleHexSvg(x.hex, 20) }} />
            {TERRAIN_KEYS[i] ? t(`view.terrain.${TERRAIN_KEYS[i]}`, { defaultValue: x.label }) : x.label}
          </li>
        ))}
        <li>
          <svg viewBox="0 0 40 35" width="32" height="28" aria-hidden="true">
            <circle cx="20" cy="18" r="11" fill="#c0392b" stroke="#111" />
            <polygon points="20,2 15,9 25,9" fill="#fff" stroke="#111" />
          </svg>
          {t('view.unit')}
        </li>
      </ul>
    </details>
  );
}

/** The card shown while the pointer rests on a unit. */
export function HoverCard({ unit, x, y }: { unit: BoardUnit; x: number; y: number }) {
  const words = useStatusWords();
  return (
    <div className="board-hover" role="tooltip" style={{ left: x + 14, top: y + 14 }} data-testid="board-hover">
      <strong>{unit.label}</strong>
      {(unit.status ?? []).length > 0 && <span className="hover-status"> · {words(unit.status)}</span>}
      {(unit.details ?? []).map((d) => (
        <div key={d}>{d}</div>
      ))}
    </div>
  );
}
