import './armor-diagram.css';
import type { Unit } from '@marshal/catalog';

/** Where each location's box sits on the record-sheet silhouette (x, y in a 200×225 box). */
export const MECH_LAYOUT: Readonly<Record<string, readonly [number, number]>> = {
  HD: [85, 2],
  LT: [45, 58],
  CT: [85, 58],
  RT: [125, 58],
  LA: [5, 68],
  RA: [165, 68],
  LL: [55, 150],
  RL: [115, 150],
  CL: [85, 150],
  FLL: [5, 150],
  FRL: [165, 150],
  RLL: [55, 150],
  RRL: [115, 150],
};
export const VEHICLE_LAYOUT: Readonly<Record<string, readonly [number, number]>> = {
  FR: [85, 5],
  LS: [30, 70],
  RS: [140, 70],
  TU: [85, 70],
  RO: [85, 70],
  RR: [85, 140],
  TU2: [85, 105],
  CH: [85, 105],
  FRLS: [30, 40],
  FRRS: [140, 40],
  RRLS: [30, 110],
  RRRS: [140, 110],
};

/** The armour diagram of a record sheet: one box per location with armour, rear armour and internal structure. */
export function ArmorDiagram({ unit }: { unit: Unit }) {
  const layout = unit.kind === 'mech' ? MECH_LAYOUT : VEHICLE_LAYOUT;
  const locations = Object.keys({ ...unit.armor, ...unit.internalStructure });
  let spare = 0;
  return (
    <svg viewBox="0 0 200 225" className="armor-diagram" role="img" aria-label={`Armour diagram of ${unit.name}`}>
      {locations.map((loc) => {
        const [x, y] = layout[loc] ?? [5 + (spare % 4) * 48, 180 - Math.floor(spare++ / 4) * 40];
        const a = unit.armor[loc];
        const s = unit.internalStructure[loc];
        return (
          <g key={loc} data-location={loc} transform={`translate(${x},${y})`}>
            <rect width="30" height={a?.rear !== undefined ? 70 : 50} rx="4" />
            <text x="15" y="12" className="loc">
              {loc}
            </text>
            <text x="15" y="27" className="armor">
              {a?.front ?? '–'}
            </text>
            <text x="15" y="42" className="structure">
              {s !== undefined ? `(${s})` : ''}
            </text>
            {a?.rear !== undefined && (
              <text x="15" y="62" className="rear">
                R {a.rear}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
