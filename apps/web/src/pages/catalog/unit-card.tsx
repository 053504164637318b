import type { EquipmentEntry, Mount } from '@marshal/catalog';
import { PrintButton } from '../../components/print-button';
import { ArmorDiagram } from './armor-diagram';
import type { UnitResponse } from './types';

interface WeaponRow {
  key: string;
  count: number;
  name: string;
  location: string;
  entry: EquipmentEntry;
}

function weaponRows(mounts: readonly Mount[], equipment: UnitResponse['equipment']): WeaponRow[] {
  const rows = new Map<string, WeaponRow>();
  for (const m of mounts) {
    const e = equipment[m.equipmentId];
    if (!e || e.category !== 'weapon') continue;
    const location = m.location + (m.rearMounted ? ' (R)' : '');
    const key = `${m.equipmentId}@${location}`;
    const row = rows.get(key);
    if (row) row.count++;
    else rows.set(key, { key, count: 1, name: e.name, location, entry: e });
  }
  return [...rows.values()];
}

const damageText = (e: EquipmentEntry) =>
  e.damageByRange ? e.damageByRange.join('/') : e.damage === 'cluster' ? `${e.damagePerShot ?? 1}/missile (${e.clusterSize ?? '?'})` : String(e.damage ?? '—');

/** A unit drawn like a record sheet: data block, armour diagram, weapons table, heat and the Battle Value breakdown. */
export function UnitCard({ data }: { data: UnitResponse }) {
  const { unit, bv, equipment } = data;
  const weapons = weaponRows(unit.equipment, equipment);
  const others = unit.equipment.filter(
    (m) => equipment[m.equipmentId]?.category === 'misc' && !/heat sink|endo|ferro|stealth/i.test(equipment[m.equipmentId]!.name),
  );
  const maxHeat = weapons.reduce((s, w) => s + w.entry.heat * w.count, 0);
  return (
    <article className="unit-card" aria-label={`Record sheet: ${unit.name}`}>
      <header>
        <h2>{unit.name}</h2>
        <p className="bv" data-testid="unit-bv">
          BV {bv ? bv.total.toLocaleString('en') : '—'}
        </p>
        <PrintButton title="Print this record sheet, or choose “Save as PDF” in the print dialogue" />
      </header>
      <dl className="data-block">
        <dt>Tonnage</dt>
        <dd>
          {unit.tonnage} ({unit.weightClass})
        </dd>
        <dt>Tech base</dt>
        <dd>{unit.techBase}</dd>
        <dt>Rules level</dt>
        <dd>{unit.rulesLevel}</dd>
        <dt>Introduced</dt>
        <dd>{unit.introYear}</dd>
        <dt>Movement</dt>
        <dd data-testid="unit-movement">
          Walk {unit.movement.walk} / Run {unit.movement.run} / Jump {unit.movement.jump}
        </dd>
        {unit.engine && (
          <>
            <dt>Engine</dt>
            <dd>
              {unit.engine.rating} {unit.engine.type}
            </dd>
          </>
        )}
        {unit.configuration && (
          <>
            <dt>Configuration</dt>
            <dd>
              {unit.configuration}
              {unit.omni ? ' OmniMech' : ''}
            </dd>
          </>
        )}
      </dl>
      <div className="sheet-grid">
        <section aria-label="Armour">
          <h3>Armour ({unit.armorType ?? 'standard'})</h3>
          <ArmorDiagram unit={unit} />
          <p className="hint">Armour, (internal structure, derived), R = rear</p>
        </section>
        <section aria-label="Weapons">
          <h3>Weapons and equipment</h3>
          <table className="weapons">
            <thead>
              <tr>
                <th>#</th>
                <th>Type</th>
                <th>Loc</th>
                <th>Heat</th>
                <th>Dmg</th>
                <th>Min</th>
                <th>Sht</th>
                <th>Med</th>
                <th>Lng</th>
              </tr>
            </thead>
            <tbody>
              {weapons.map((w) => (
                <tr key={w.key}>
                  <td>{w.count}</td>
                  <td>{w.name}</td>
                  <td>{w.location}</td>
                  <td>{w.entry.heat}</td>
                  <td>{damageText(w.entry)}</td>
                  <td>{w.entry.ranges?.min || '—'}</td>
                  <td>{w.entry.ranges?.short ?? '—'}</td>
                  <td>{w.entry.ranges?.medium ?? '—'}</td>
                  <td>{w.entry.ranges?.long ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {others.length > 0 && <p className="other-equipment">Also: {others.map((m) => equipment[m.equipmentId]!.name).join(', ')}</p>}
          {unit.ammo.length > 0 && <p className="ammo">Ammo: {summariseAmmo(unit.ammo, equipment)}</p>}
        </section>
        {unit.heatSinks && (
          <section aria-label="Heat">
            <h3>Heat</h3>
            <p data-testid="unit-heat">
              {unit.heatSinks.count} {unit.heatSinks.type} heat sinks, dissipate {unit.heatSinks.dissipation}; all weapons fire for {maxHeat}
            </p>
            <div
              className="heat-bar"
              role="meter"
              aria-label="Weapon heat against dissipation"
              aria-valuemin={0}
              aria-valuemax={Math.max(maxHeat, unit.heatSinks.dissipation)}
              aria-valuenow={maxHeat}
            >
              <span style={{ width: `${Math.min(100, (unit.heatSinks.dissipation / Math.max(1, maxHeat)) * 100)}%` }} />
            </div>
          </section>
        )}
      </div>
      <p className="hint">From {unit.source.path}</p>
    </article>
  );
}

function summariseAmmo(ammo: UnitResponse['unit']['ammo'], equipment: UnitResponse['equipment']): string {
  const tons = new Map<string, number>();
  for (const a of ammo) tons.set(a.equipmentId, (tons.get(a.equipmentId) ?? 0) + a.tons);
  return [...tons].map(([id, t]) => `${equipment[id]?.name ?? id} ${t} t`).join(', ');
}
