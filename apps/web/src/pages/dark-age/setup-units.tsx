import { useState } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import {
  DA_UNIT_LIBRARY,
  type DaFormError,
  type DaPlacedForm,
  type DaSetupForm,
  blankUnitForm,
  libraryUnit,
  placedFromSpec,
  sidePoints,
  unitFormFromSpec,
} from '@marshal/dark-age';
import { useFormat } from '../../i18n/format';
import { useSetupNames } from './da-names';

const where = (u: DaPlacedForm, t: TFunction, number: (n: number) => string, name: (id: string) => string): string =>
  u.aboard
    ? t('units.aboard', { unit: name(u.aboard) })
    : u.position
      ? t('units.at', { x: number(u.position.x), y: number(u.position.y) })
      : t(u.carry?.status === 'eliminated' ? 'units.eliminated' : 'units.notPlaced');

/** Each side's units: add from the sample library or a blank card, place, face, start aboard a transport, edit, remove. */
export function SetupUnits({
  form,
  onChange,
  selected,
  onSelect,
  errors,
}: {
  form: DaSetupForm;
  onChange: (f: DaSetupForm) => void;
  selected: string | null;
  onSelect: (id: string | null) => void;
  errors: readonly DaFormError[];
}) {
  const { t } = useTranslation('darkAge');
  const engine = useEngineText();
  const { number } = useFormat();
  const [pick, setPick] = useState<[string, string]>([DA_UNIT_LIBRARY[0]!.key, DA_UNIT_LIBRARY[0]!.key]);
  const points = sidePoints(form);
  const name = useSetupNames(form);
  const setUnit = (id: string, patch: Partial<DaPlacedForm>) => onChange({ ...form, units: form.units.map((u) => (u.id === id ? { ...u, ...patch } : u)) });
  function add(side: 0 | 1, blank: boolean) {
    const spec = libraryUnit(pick[side]);
    const placed = placedFromSpec(form, side, blank || !spec ? blankUnitForm() : unitFormFromSpec(spec.spec, false));
    onChange({ ...form, units: [...form.units, placed] });
    onSelect(placed.id);
  }
  function remove(id: string) {
    onChange({ ...form, units: form.units.filter((u) => u.id !== id).map((u) => (u.aboard === id ? { ...u, aboard: '' } : u)) });
    if (selected === id) onSelect(null);
  }
  return (
    <div className="da-sides">
      {([0, 1] as const).map((side) => {
        const player = form.players[side].trim() || t('start.player', { n: side + 1 });
        const own = form.units.filter((u) => u.side === side);
        const transports = own.filter((u) => u.unit.capabilities.transport);
        return (
          <section key={side} className="panel" aria-label={t('units.of', { player })}>
            <h3>
              {form.buildTotal.trim()
                ? t('units.pointsOf', { player, points: number(points[side]), total: form.buildTotal })
                : t('units.points', { player, points: number(points[side]) })}
            </h3>
            <div className="row">
              <label>
                {t('units.sample', { player })}
                <select value={pick[side]} onChange={(e) => setPick(side ? [pick[0], e.target.value] : [e.target.value, pick[1]])}>
                  {DA_UNIT_LIBRARY.map((u) => (
                    <option key={u.key} value={u.key}>
                      {t('units.option', { name: u.spec.name, points: number(u.spec.points), summary: t(`samples.${u.key}`, { defaultValue: u.summary }) })}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={() => add(side, false)}>
                {t('units.add', { player })}
              </button>
              <button type="button" className="secondary" onClick={() => add(side, true)}>
                {t('units.blank', { player })}
              </button>
            </div>
            <ul className="unit-list">
              {own.map((u) => {
                const at = form.units.indexOf(u);
                const rowErrors = errors.filter((e) => ['position', 'aboard', 'facing'].some((k) => e.field === `units.${at}.${k}`));
                const canRide = !u.unit.capabilities.transport && u.unit.type !== 'mech';
                return (
                  <li key={u.id} className={`unit-row${selected === u.id ? ' selected' : ''}`} aria-label={name(u.id)}>
                    <strong>{name(u.id)}</strong> · {t('units.unitPoints', { points: u.unit.points || '—' })} · {where(u, t, number, name)}
                    <div className="row">
                      <label>
                        {t('units.facing', { unit: name(u.id) })}
                        <input
                          inputMode="decimal"
                          value={u.facing}
                          aria-invalid={rowErrors.some((e) => e.field.endsWith('facing')) || undefined}
                          onChange={(e) => setUnit(u.id, { facing: e.target.value })}
                        />
                      </label>
                      {canRide && transports.length > 0 && (
                        <label>
                          {t('units.startsAboard', { unit: name(u.id) })}
                          <select value={u.aboard} onChange={(e) => setUnit(u.id, { aboard: e.target.value })}>
                            <option value="">{t('units.noTransport')}</option>
                            {transports.map((tr) => (
                              <option key={tr.id} value={tr.id}>
                                {name(tr.id)}
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
                    </div>
                    <div className="unit-actions">
                      <button type="button" className={selected === u.id ? '' : 'secondary'} onClick={() => onSelect(selected === u.id ? null : u.id)}>
                        {selected === u.id ? t('units.done', { unit: name(u.id) }) : t('units.edit', { unit: name(u.id) })}
                      </button>
                      <button type="button" className="secondary" onClick={() => remove(u.id)}>
                        {t('units.remove', { unit: name(u.id) })}
                      </button>
                    </div>
                    {rowErrors.map((e) => (
                      <p key={e.message} className="error-message">
                        {engine.daForm(e.message)}
                      </p>
                    ))}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
