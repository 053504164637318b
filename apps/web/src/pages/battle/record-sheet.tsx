import { type BattleUnit, currentMP, heatEffects } from '@marshal/battletech';
import { MECH_LAYOUT, VEHICLE_LAYOUT } from '../catalog/armor-diagram';

/** A unit's record sheet during a battle: armour and structure left per location, heat and its effects, ammunition, pilot hits and critical damage. */

function CurrentArmor({ unit }: { unit: BattleUnit }) {
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
            <text x="15" y="42" className="structure">
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

function HeatScale({ unit }: { unit: BattleUnit }) {
  const e = heatEffects(unit.heat);
  const effects = [
    e.movementLoss ? `−${e.movementLoss} MP` : null,
    e.toHit ? `+${e.toHit} to hit` : null,
    e.shutdown === 'automatic' ? 'shuts down' : e.shutdown ? `avoid shutdown ${e.shutdown}+` : null,
    e.ammoExplosion ? `ammo explodes unless ${e.ammoExplosion}+` : null,
    e.lifeSupportDamage ? 'pilot hurt without life support' : null,
  ].filter(Boolean);
  return (
    <div className="heat-scale">
      <div className="heat-bar" role="meter" aria-label={`Heat of ${unit.name}`} aria-valuemin={0} aria-valuemax={30} aria-valuenow={Math.min(unit.heat, 30)}>
        <span style={{ width: `${(Math.min(unit.heat, 30) / 30) * 100}%` }} />
      </div>
      <p className="hint">
        Heat <strong data-heat>{unit.heat}</strong> · sinks {unit.heatSinks}/turn{effects.length ? ` · ${effects.join(', ')}` : ''}
      </p>
    </div>
  );
}

const status = (u: BattleUnit, withdrawn: boolean): string[] =>
  [
    u.destroyed && 'destroyed',
    withdrawn && 'withdrawn',
    u.pilot.dead && 'pilot dead',
    !u.pilot.dead && !u.pilot.conscious && 'pilot unconscious',
    u.shutdown && 'shut down',
    u.prone && 'prone',
    u.immobile && 'immobile',
  ].filter((x): x is string => !!x);

export function RecordSheet({ unit, side, colour, withdrawn = false }: { unit: BattleUnit; side: string; colour: string; withdrawn?: boolean }) {
  const mp = currentMP(unit);
  const crits = Object.entries(unit.slots).flatMap(([loc, slots]) => slots.filter((s) => s.hit).map((s) => `${loc}: ${s.id ?? s.system}`));
  const flags = status(unit, withdrawn);
  return (
    <article className="record-sheet panel" aria-label={`Record sheet: ${unit.name}`} data-unit={unit.id} style={{ borderTopColor: colour }}>
      <header>
        <h3>{unit.name}</h3>
        <p className="hint">
          {side} · {unit.tonnage} t · gunnery {unit.pilot.gunnery} / piloting {unit.pilot.piloting} · MP {mp.walk}/{Math.ceil(mp.walk * 1.5)}/{mp.jump}
        </p>
        {flags.length > 0 && (
          <p className="unit-status" role="status">
            {flags.join(', ')}
          </p>
        )}
      </header>
      <CurrentArmor unit={unit} />
      <HeatScale unit={unit} />
      <p className="pilot-hits" aria-label={`Pilot hits ${unit.pilot.hits} of 6`}>
        Pilot hits{' '}
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className={i < unit.pilot.hits ? 'box hit' : 'box'}>
            {i + 1}
          </span>
        ))}
      </p>
      <table className="sheet-table">
        <caption>Weapons</caption>
        <tbody>
          {unit.weapons.map((w, i) => (
            <tr key={i} className={w.destroyed ? 'destroyed' : ''}>
              <td>{w.equipmentId}</td>
              <td>
                {w.location}
                {w.rear ? ' (R)' : ''}
              </td>
              <td>{w.destroyed ? 'destroyed' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {unit.ammo.length > 0 && (
        <table className="sheet-table">
          <caption>Ammunition</caption>
          <tbody>
            {unit.ammo.map((b, i) => (
              <tr key={i} data-ammo={b.equipmentId}>
                <td>{b.equipmentId}</td>
                <td>{b.location}</td>
                <td>{b.exploded ? 'exploded' : `${b.shots} shots`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="hint crits">Critical damage: {crits.length ? crits.join('; ') : 'none'}</p>
      {(unit.vehicleEffects.length > 0 || unit.motive.cruiseLoss > 0 || unit.motive.halvings > 0) && (
        <p className="hint">
          Vehicle damage:{' '}
          {[
            unit.motive.cruiseLoss ? `−${unit.motive.cruiseLoss} cruise MP` : '',
            unit.motive.halvings ? `MP halved ${unit.motive.halvings}×` : '',
            ...unit.vehicleEffects,
          ]
            .filter(Boolean)
            .join('; ')}
        </p>
      )}
    </article>
  );
}
