import { type BattleUnit, heatEffects } from '@marshal/battletech';
import { MECH_LAYOUT, VEHICLE_LAYOUT } from '../catalog/armor-diagram';

/** The blocks of a battle record sheet: armour diagram, critical slots, heat scale, ammunition, pilot. */

export function CurrentArmor({ unit }: { unit: BattleUnit }) {
  let spare = 0;
  const layout = unit.capabilities.legs.length ? MECH_LAYOUT : VEHICLE_LAYOUT;
  return (
    <svg viewBox="0 0 200 225" className="armor-diagram" role="img" aria-label={`Armour of ${unit.name}`}>
      {Object.entries(unit.locations).map(([loc, l]) => {
        const [x, y] = layout[loc] ?? [5 + (spare % 4) * 48, 180 - Math.floor(spare++ / 4) * 40];
        const hurt = l.armor < l.maxArmor || l.structure < l.maxStructure || (l.rear ?? 0) < (l.maxRear ?? 0);
        return (
          <g key={loc} data-location={loc} transform={`translate(${x},${y})`} className={l.destroyed ? 'destroyed' : hurt ? 'hurt' : ''}>
            <title>{`${loc}: armour ${l.armor}/${l.maxArmor}${l.rear !== null ? `, rear ${l.rear}/${l.maxRear}` : ''}, structure ${l.structure}/${l.maxStructure}${l.destroyed ? ', destroyed' : ''}`}</title>
            <rect width="30" height={l.rear !== null ? 70 : 50} rx="4" />
            <text x="15" y="12" className="loc">
              {loc}
            </text>
            <text x="15" y="27" className="armor" data-armor={l.armor}>
              {l.destroyed ? '✕' : l.armor}
            </text>
            <text x="15" y="42" className="structure" data-structure={l.structure}>
              ({l.structure})
            </text>
            {l.rear !== null && (
              <text x="15" y="62" className="rear">
                R {l.rear}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Armour and structure as a table too: exact numbers for print and screen readers. */
export function LocationTable({ unit }: { unit: BattleUnit }) {
  return (
    <table className="sheet-table locations">
      <caption>Armour and internal structure</caption>
      <thead>
        <tr>
          <th>Loc</th>
          <th>Armour</th>
          <th>Rear</th>
          <th>Structure</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(unit.locations).map(([loc, l]) => (
          <tr key={loc} data-location={loc} className={l.destroyed ? 'destroyed' : ''}>
            <td>{loc}</td>
            <td>
              {l.armor}/{l.maxArmor}
            </td>
            <td>{l.rear !== null ? `${l.rear}/${l.maxRear}` : '—'}</td>
            <td>
              {l.structure}/{l.maxStructure}
              {l.destroyed ? ' destroyed' : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type SlotState = BattleUnit['slots'][string][number];

const SYSTEM_NAMES: Partial<Record<SlotState['system'], string>> = {
  'life-support': 'Life support',
  'heat-sink': 'Heat sink',
  'jump-jet': 'Jump jet',
  tsm: 'TSM',
  case: 'CASE',
};
const slotName = (s: SlotState) =>
  s.system === 'empty' ? '—' : (s.id ?? SYSTEM_NAMES[s.system] ?? s.system.replace(/-/g, ' ').replace(/^./, (c: string) => c.toUpperCase()));

/** Every location's critical slots in order, hits crossed out. */
export function CriticalSlots({ unit }: { unit: BattleUnit }) {
  const locations = Object.entries(unit.slots).filter(([, slots]) => slots.length > 0);
  if (!locations.length) return null;
  const hits = locations.reduce((n, [, slots]) => n + slots.filter((s) => s.hit).length, 0);
  return (
    <section className="crit-slots" aria-label={`Critical slots of ${unit.name}`}>
      <h4>Critical slots · {hits ? `${hits} hit` : 'no hits'}</h4>
      <div className="crit-grid">
        {locations.map(([loc, slots]) => (
          <ol key={loc} className="crit-location" aria-label={`Critical slots ${loc}`} data-location={loc}>
            <li className="crit-head">{loc}</li>
            {slots.map((s, i) => (
              <li key={i} className={s.hit ? 'crit hit' : s.system === 'empty' ? 'crit empty' : 'crit'} data-hit={s.hit || undefined}>
                <span className="crit-no">{i + 1}</span> {slotName(s)}
                {s.hit ? ' ✕' : ''}
              </li>
            ))}
          </ol>
        ))}
      </div>
    </section>
  );
}

export function effectsText(heat: number): string[] {
  const e = heatEffects(heat);
  return [
    e.movementLoss ? `−${e.movementLoss} MP` : null,
    e.toHit ? `+${e.toHit} to hit` : null,
    e.shutdown === 'automatic' ? 'shuts down' : e.shutdown ? `avoid shutdown ${e.shutdown}+` : null,
    e.ammoExplosion ? `ammo explodes unless ${e.ammoExplosion}+` : null,
    e.lifeSupportDamage ? 'pilot hurt without life support' : null,
  ].filter((x): x is string => !!x);
}

const SCALE = Array.from({ length: 31 }, (_, h) => h);
/** Heat levels where an effect starts or changes (marked on the scale as on a paper sheet). */
const STEPS = new Set(SCALE.filter((h) => h > 0 && effectsText(h).join() !== effectsText(h - 1).join()));

/** The heat scale 0–30 with the current heat marked and what it does now. */
export function HeatScale({ unit }: { unit: BattleUnit }) {
  const effects = effectsText(unit.heat);
  return (
    <div className="heat-scale">
      <div
        className="heat-ladder"
        role="meter"
        aria-label={`Heat of ${unit.name}`}
        aria-valuemin={0}
        aria-valuemax={30}
        aria-valuenow={Math.min(unit.heat, 30)}
      >
        {SCALE.map((h) => (
          <span
            key={h}
            className={`heat-cell${h <= unit.heat && unit.heat > 0 ? ' on' : ''}${h === Math.min(unit.heat, 30) ? ' now' : ''}${STEPS.has(h) ? ' step' : ''}`}
            title={`${h}: ${effectsText(h).join(', ') || 'no effect'}`}
          />
        ))}
      </div>
      <div className="heat-labels" aria-hidden="true">
        {SCALE.filter((h) => h % 5 === 0).map((h) => (
          <span key={h} style={{ left: `${((h + 0.5) / SCALE.length) * 100}%` }}>
            {h}
          </span>
        ))}
      </div>
      <p className="hint">
        Heat <strong data-heat>{unit.heat}</strong> · sinks {unit.heatSinks}/turn · {effects.length ? effects.join(', ') : 'no effect'}
      </p>
    </div>
  );
}

export function AmmoBins({ unit }: { unit: BattleUnit }) {
  if (!unit.ammo.length) return null;
  return (
    <table className="sheet-table">
      <caption>Ammunition</caption>
      <tbody>
        {unit.ammo.map((b, i) => (
          <tr key={i} data-ammo={b.equipmentId} className={b.exploded ? 'destroyed' : ''}>
            <td>{b.equipmentId}</td>
            <td>{b.location}</td>
            <td data-shots={b.shots}>{b.exploded ? 'exploded' : `${b.shots} shots`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PilotBox({ unit }: { unit: BattleUnit }) {
  const p = unit.pilot;
  const state = p.dead ? 'dead' : p.conscious ? 'conscious' : 'unconscious';
  return (
    <p className="pilot-hits" aria-label={`Pilot hits ${p.hits} of 6, ${state}`}>
      Pilot hits{' '}
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} className={i < p.hits ? 'box hit' : 'box'}>
          {i + 1}
        </span>
      ))}{' '}
      <span className={`pilot-state ${state}`} data-pilot-state={state}>
        {state}
      </span>
    </p>
  );
}
