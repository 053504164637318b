import type { EquipmentEntry, Mount } from '@marshal/catalog';
import { useTranslation } from 'react-i18next';
import { PrintButton } from '../../components/print-button';
import { useFormat } from '../../i18n/format';
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
  const { t } = useTranslation('catalog');
  const { number } = useFormat();
  const { unit, bv, equipment } = data;
  const weapons = weaponRows(unit.equipment, equipment);
  const others = unit.equipment.filter(
    (m) => equipment[m.equipmentId]?.category === 'misc' && !/heat sink|endo|ferro|stealth/i.test(equipment[m.equipmentId]!.name),
  );
  const maxHeat = weapons.reduce((s, w) => s + w.entry.heat * w.count, 0);
  return (
    <article className="unit-card" aria-label={t('card.label', { name: unit.name })}>
      <header>
        <h2>{unit.name}</h2>
        <p className="bv" data-testid="unit-bv">
          BV {bv ? number(bv.total) : '—'}
        </p>
        <PrintButton title={t('card.print')} />
      </header>
      <dl className="data-block">
        <dt>{t('card.tonnage')}</dt>
        <dd>
          {unit.tonnage} ({unit.weightClass})
        </dd>
        <dt>{t('card.techBase')}</dt>
        <dd>{unit.techBase}</dd>
        <dt>{t('card.rulesLevel')}</dt>
        <dd>{unit.rulesLevel}</dd>
        <dt>{t('card.introduced')}</dt>
        <dd>{unit.introYear}</dd>
        <dt>{t('card.movement')}</dt>
        <dd data-testid="unit-movement">{t('card.mp', { walk: unit.movement.walk, run: unit.movement.run, jump: unit.movement.jump })}</dd>
        {unit.engine && (
          <>
            <dt>{t('card.engine')}</dt>
            <dd>
              {unit.engine.rating} {unit.engine.type}
            </dd>
          </>
        )}
        {unit.configuration && (
          <>
            <dt>{t('card.configuration')}</dt>
            <dd>
              {unit.configuration}
              {unit.omni ? ' OmniMech' : ''}
            </dd>
          </>
        )}
      </dl>
      <div className="sheet-grid">
        <section aria-label={t('card.armour')}>
          <h3>{t('card.armourOf', { type: unit.armorType ?? t('card.standard') })}</h3>
          <ArmorDiagram unit={unit} />
          <p className="hint">{t('card.armourKey')}</p>
        </section>
        <section aria-label={t('card.weapons')}>
          <h3>{t('card.weaponsHeading')}</h3>
          <table className="weapons">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('card.col.type')}</th>
                <th>{t('card.col.loc')}</th>
                <th>{t('card.col.heat')}</th>
                <th>{t('card.col.dmg')}</th>
                <th>{t('card.col.min')}</th>
                <th>{t('card.col.sht')}</th>
                <th>{t('card.col.med')}</th>
                <th>{t('card.col.lng')}</th>
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
          {others.length > 0 && (
            <p className="other-equipment">
              {t('card.also')} {others.map((m) => equipment[m.equipmentId]!.name).join(', ')}
            </p>
          )}
          {unit.ammo.length > 0 && (
            <p className="ammo">
              {t('card.ammo')} {summariseAmmo(unit.ammo, equipment)}
            </p>
          )}
        </section>
        {unit.heatSinks && (
          <section aria-label={t('card.heat')}>
            <h3>{t('card.heat')}</h3>
            <p data-testid="unit-heat">
              {t('card.heatSinks', { count: unit.heatSinks.count, type: unit.heatSinks.type, dissipation: unit.heatSinks.dissipation, heat: maxHeat })}
            </p>
            <div
              className="heat-bar"
              role="meter"
              aria-label={t('card.heatMeter')}
              aria-valuemin={0}
              aria-valuemax={Math.max(maxHeat, unit.heatSinks.dissipation)}
              aria-valuenow={maxHeat}
            >
              <span style={{ width: `${Math.min(100, (unit.heatSinks.dissipation / Math.max(1, maxHeat)) * 100)}%` }} />
            </div>
          </section>
        )}
      </div>
      <p className="hint">{t('card.from', { path: unit.source.path })}</p>
    </article>
  );
}

function summariseAmmo(ammo: UnitResponse['unit']['ammo'], equipment: UnitResponse['equipment']): string {
  const tons = new Map<string, number>();
  for (const a of ammo) tons.set(a.equipmentId, (tons.get(a.equipmentId) ?? 0) + a.tons);
  return [...tons].map(([id, t]) => `${equipment[id]?.name ?? id} ${t} t`).join(', ');
}
