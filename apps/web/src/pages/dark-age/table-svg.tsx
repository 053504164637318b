import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DaEvent,
  type DaState,
  type DaUnit,
  type Point,
  baseRules,
  bearing,
  distance,
  fieldUnits,
  frontArcWidth,
  inContact,
  moveAllowance,
  offset,
  rangedView,
  rearArcWidth,
} from '@marshal/dark-age';
import { useEngineText } from '../../i18n/engine-text';
import { useDaNames } from './da-names';

const SCALE = 16;
const COLOURS = ['#2f6fb0', '#b0412f'];
const TERRAIN: Record<string, string> = { blocking: '#6b6b6b', hindering: '#7fae6b', water: '#7fb5e0', elevated: '#c9a86a' };

type Resolved = Extract<DaEvent, { type: 'artilleryResolved' }>;

/**
 * Top-down view of the battlefield in inches: terrain, bases with front and rear arcs, passengers, markers, drift arrows and
 * blasts; lines of fire from the selected unit; drag the selected unit to measure a move with the ruler (the drop sets the point).
 */
export function TableSvg({
  s,
  selected,
  onSelect,
  onPoint,
  lastResolution,
  point,
}: {
  s: DaState;
  selected: string | null;
  onSelect: (id: string) => void;
  onPoint: (p: Point) => void;
  lastResolution: Resolved | null;
  point: Point | null;
}) {
  const { t } = useTranslation('darkAge');
  const engine = useEngineText();
  const names = useDaNames(s);
  const { width, height } = s.battlefield;
  const X = (p: Point) => p.x * SCALE;
  const Y = (p: Point) => (height - p.y) * SCALE;
  const at = (p: Point) => `${X(p).toFixed(1)},${Y(p).toFixed(1)}`;
  const wedge = (u: DaUnit, centre: number, arc: number, r: number) => {
    const a = offset(u.position!, centre - arc / 2, r);
    const b = offset(u.position!, centre + arc / 2, r);
    return `M${at(u.position!)} L${at(a)} A${r * SCALE},${r * SCALE} 0 ${arc > 180 ? 1 : 0} 0 ${at(b)} Z`;
  };
  const [drag, setDrag] = useState<{ unit: DaUnit; to: Point } | null>(null);
  const toTable = (e: React.PointerEvent<SVGSVGElement> | React.MouseEvent<SVGSVGElement>): Point => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * width;
    const y = height - ((e.clientY - box.top) / box.height) * height;
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  };
  function click(e: React.MouseEvent<SVGSVGElement>) {
    onPoint(toTable(e));
  }
  const chosen = s.units.find((u) => u.id === selected && u.position !== null && u.status === 'active') ?? null;
  const mover = chosen && chosen.controller === s.currentPlayer && !chosen.ordered ? chosen : null;
  const lines = chosen
    ? fieldUnits(s)
        .filter((o) => o.controller !== chosen.controller && o.captiveOf === null && !inContact(o, chosen, baseRules))
        .map((target) => ({ target, v: rangedView(s, baseRules, chosen, target) }))
    : [];
  const radiusOf = (firer: string) => s.units.find((u) => u.id === firer)?.marker?.blastRadius ?? baseRules.artillery.blastRadius.value;
  const onField = s.units.filter((u) => u.position !== null && u.status !== 'eliminated');
  return (
    <svg
      className="da-table"
      viewBox={`0 0 ${width * SCALE} ${height * SCALE}`}
      role="img"
      aria-label={t('table.label', { width: names.inches(width), height: names.inches(height) })}
      onClick={click}
      onPointerMove={(e) => drag && setDrag({ ...drag, to: toTable(e) })}
      onPointerUp={(e) => {
        if (!drag) return;
        onPoint(toTable(e));
        setDrag(null);
      }}
    >
      <rect x={0} y={0} width={width * SCALE} height={height * SCALE} className="da-ground" />
      {s.battlefield.terrain.map((area) => (
        <rect
          key={area.id}
          data-terrain={area.id}
          x={area.rect.x * SCALE}
          y={(height - area.rect.y - area.rect.h) * SCALE}
          width={area.rect.w * SCALE}
          height={area.rect.h * SCALE}
          fill={TERRAIN[area.kind]}
          opacity={0.7}
        >
          <title>{`${area.label ?? area.id} (${t(`terrain.kinds.${area.kind}`).toLowerCase()})`}</title>
        </rect>
      ))}
      {onField.map((u) => {
        const colour = COLOURS[s.players.indexOf(u.controller)] ?? '#444';
        const aboard = s.units.filter((p) => p.aboard === u.id && p.status !== 'eliminated');
        return (
          <g
            key={u.id}
            data-unit={u.id}
            className={`da-unit${selected === u.id ? ' selected' : ''}${u.status === 'salvage' ? ' salvage' : ''}`}
            onClick={(e) => (e.stopPropagation(), onSelect(u.id))}
            onPointerDown={() => mover?.id === u.id && setDrag({ unit: u, to: u.position! })}
          >
            <path d={wedge(u, u.facing, frontArcWidth(u, baseRules), u.baseRadius + 0.6)} className="da-front-arc" />
            {u.capacity > 0 && <path d={wedge(u, u.facing + 180, rearArcWidth(u, baseRules), u.baseRadius + 0.4)} className="da-rear-arc" />}
            <circle
              cx={X(u.position!)}
              cy={Y(u.position!)}
              r={u.baseRadius * SCALE}
              fill={colour}
              stroke={u.faction === null ? '#e0b000' : '#111'}
              strokeWidth={u.faction === null ? 3 : 1}
            />
            <text x={X(u.position!)} y={Y(u.position!) + 4} textAnchor="middle" className="da-label">
              {names.tag(u.id)}
              {aboard.length ? ` [${aboard.length}]` : ''}
            </text>
            <title>
              {[
                t('table.unit', { name: names.name(u.id), tag: names.tag(u.id), click: u.click + 1 }),
                u.status !== 'active' ? `, ${t(`status.${u.status}`)}` : '',
                u.faction === null ? `, ${t('actions.mercenary')}` : '',
                aboard.length ? `; ${t('table.carrying', { list: aboard.map((p) => names.name(p.id)).join(', ') })}` : '',
              ].join('')}
            </title>
          </g>
        );
      })}
      {onField.flatMap((a, i) =>
        onField
          .slice(i + 1)
          .filter((b) => inContact(a, b, baseRules))
          .map((b) => {
            const p = offset(a.position!, bearing(a.position!, b.position!), a.baseRadius);
            return (
              <circle
                key={`${a.id}-${b.id}`}
                data-contact={`${a.id}|${b.id}`}
                cx={X(p)}
                cy={Y(p)}
                r={3}
                className={`da-contact${a.controller !== b.controller ? ' enemy' : ''}`}
              >
                <title>{t('table.contact', { a: names.name(a.id), b: names.name(b.id) })}</title>
              </circle>
            );
          }),
      )}
      {s.markers.map((m) => (
        <g key={m.id} data-marker={m.id} className="da-marker">
          <line x1={X(m.origin)} y1={Y(m.origin)} x2={X(m.position)} y2={Y(m.position)} className="da-line-of-fire" />
          <circle cx={X(m.position)} cy={Y(m.position)} r={radiusOf(m.firer) * SCALE} className="da-blast pending" />
          <path d={`M${at(m.position)} L${at(offset(m.position, m.arrow, 1.5))}`} className="da-arrow" markerEnd="url(#da-arrowhead)" />
        </g>
      ))}
      {lastResolution?.markers.map((m) => (
        <g key={m.marker} data-resolved={m.marker}>
          {m.drift && <path d={`M${at(m.drift.from)} L${at(m.drift.to)}`} className="da-drift" markerEnd="url(#da-arrowhead)" />}
          {!m.offTable && <circle cx={X(m.at)} cy={Y(m.at)} r={radiusOf(lastResolution.firer) * SCALE} className="da-blast" />}
        </g>
      ))}
      {chosen &&
        lines.map(({ target, v }) => (
          <line
            key={`lof-${target.id}`}
            data-lof={target.id}
            x1={X(chosen.position!)}
            y1={Y(chosen.position!)}
            x2={X(target.position!)}
            y2={Y(target.position!)}
            className={`da-lof${v.problem ? ' blocked' : ''}`}
          >
            <title>
              {v.problem
                ? t('table.blocked', {
                    from: names.name(chosen.id),
                    to: names.name(target.id),
                    range: names.inches(v.range),
                    reason: engine.reason(v.problem.reason),
                  })
                : t('table.clear', { from: names.name(chosen.id), to: names.name(target.id), range: names.inches(v.range) })}
            </title>
          </line>
        ))}
      {drag && (
        <g className="da-ruler" data-ruler={drag.unit.id}>
          <line x1={X(drag.unit.position!)} y1={Y(drag.unit.position!)} x2={X(drag.to)} y2={Y(drag.to)} />
          <text x={X(drag.to) + 6} y={Y(drag.to) - 6}>
            {t('table.ruler', {
              moved: names.inches(distance(drag.unit.position!, drag.to)),
              allowance: names.inches(moveAllowance(s, drag.unit).inches),
            })}
          </text>
        </g>
      )}
      {point && <circle cx={X(point)} cy={Y(point)} r={4} className="da-point" />}
      <defs>
        <marker id="da-arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#111" />
        </marker>
      </defs>
    </svg>
  );
}
