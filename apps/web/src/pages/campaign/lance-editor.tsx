/** One lance of a campaign group: name, formation, its catalog units in the shared force builder, and units typed by hand below them. */
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { EQUIPMENT_NAMES, forceUnitFromCatalog } from '@marshal/campaign';
import type { ForceProblem, ForceUnitFacts, Unit } from '@marshal/catalog';
import { api } from '../../api';
import { NumberField, SelectField, TextField } from '../../components/form-field';
import { ForceBuilder, type ForceRow } from '../../components/force-builder';
import { type LanceDraft, type UnitDraft, blankUnit } from './campaign-draft';
import { UnitEditor } from './unit-editor';

/** What the campaign needs of a catalog unit beyond the builder's facts (type, movement, special equipment), or why it could not be read. */
type Derived = { ok: Pick<UnitDraft, 'kind' | 'tonnage' | 'walk' | 'jump' | 'equipment'> } | { error: string };

const derived = new Map<string, Derived>();
const reading = new Set<string>();
/** Every mounted lance editor, woken when a read finishes (the one that started it may have been replaced meanwhile). */
const readListeners = new Set<() => void>();

/** Reads the full catalog unit once per id; the campaign unit's equipment (active probe, ECM, Watchdog…) comes from it. */
async function readCatalogUnit(id: string): Promise<void> {
  try {
    const full = await api.get<{ unit: Unit }>(`/catalog/units/${encodeURIComponent(id)}`);
    const u = forceUnitFromCatalog(full.unit, { id: '', pilot: { name: '', gunnery: 4, piloting: 5 } });
    derived.set(id, { ok: { kind: u.kind, tonnage: String(u.tonnage), walk: String(u.walk), jump: String(u.jump ?? 0), equipment: [...(u.equipment ?? [])] } });
  } catch (e) {
    derived.set(id, { error: (e as Error).message });
  }
}

/** A new builder row's campaign unit: the builder's facts until the full unit is read. */
function newUnitDraft(facts: ForceUnitFacts): UnitDraft {
  return {
    ...blankUnit(facts.name),
    tonnage: String(facts.tons),
    walk: String(facts.walk),
    jump: String(facts.jump),
    value: '',
    catalogId: facts.unitId,
    builder: { key: 0, facts, pending: true },
  };
}

const toRow = (u: UnitDraft & { builder: NonNullable<UnitDraft['builder']> }): ForceRow<UnitDraft> => ({
  key: u.builder.key,
  unit: u.builder.facts,
  pilotName: u.pilot.name,
  gunnery: u.pilot.gunnery,
  piloting: u.pilot.piloting,
  extra: u,
});

const fromRow = (r: ForceRow<UnitDraft>): UnitDraft => ({
  ...r.extra,
  pilot: { name: r.pilotName, gunnery: r.gunnery, piloting: r.piloting },
  builder: { ...(r.extra.builder ?? { pending: true }), key: r.key, facts: r.unit },
});

const equipmentText = (u: UnitDraft) =>
  u.builder?.pending
    ? 'reading the catalog…'
    : u.builder?.error
      ? 'could not be read'
      : u.equipment.length
        ? u.equipment.map((e) => EQUIPMENT_NAMES[e]).join(', ')
        : 'none';

/** Fields shown in the row's own columns; other errors of a builder unit are listed on its row. */
const ROW_FIELDS = ['value', 'logisticsCost'];

export function LanceEditor({
  lance,
  index,
  keyPrefix,
  errors,
  onChange,
  onRemove,
}: {
  lance: LanceDraft;
  index: number;
  keyPrefix: string;
  errors: Readonly<Record<string, string>>;
  onChange: (l: LanceDraft) => void;
  onRemove?: () => void;
}) {
  const built = lance.units.filter((u): u is UnitDraft & { builder: NonNullable<UnitDraft['builder']> } => !!u.builder);
  const byHand = lance.units.filter((u) => !u.builder);
  const setUnits = (front: UnitDraft[], hand: UnitDraft[]) => onChange({ ...lance, units: [...front, ...hand] });
  const setHand = (hi: number, u: UnitDraft) =>
    setUnits(
      built,
      byHand.map((x, i) => (i === hi ? u : x)),
    );
  const rows = built.map(toRow);
  useCatalogDetails(lance, onChange);

  const problems: ForceProblem[] = built.flatMap((_, i) =>
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${keyPrefix}.units.${i}.`) && !ROW_FIELDS.includes(k.slice(`${keyPrefix}.units.${i}.`.length)))
      .map(([, message]) => ({ unit: i, message })),
  );
  const { t: tr } = useTranslation('campaign');
  const err = (i: number, f: string) => errors[`${keyPrefix}.units.${i}.${f}`];
  return (
    <fieldset className="campaign-lance">
      <legend>{tr('lance.legend', { n: index + 1 })}</legend>
      <div className="row">
        <TextField label={tr('lance.name')} value={lance.name} onChange={(name) => onChange({ ...lance, name })} error={errors[`${keyPrefix}.name`]} />
        <SelectField
          label={tr('lance.formation')}
          value={lance.formation}
          options={[
            ['lance', tr('lance.lanceIS')],
            ['star', tr('lance.star')],
          ]}
          onChange={(formation) => onChange({ ...lance, formation })}
        />
      </div>
      <ForceBuilder<UnitDraft>
        label={tr('lance.legend', { n: index + 1 })}
        rows={rows}
        onRows={(next) => setUnits(next.map(fromRow), byHand)}
        newExtra={newUnitDraft}
        saved
        problems={problems}
        extras={{
          render: (row, i, setExtra) => (
            <>
              <NumberField
                label={tr('lance.value')}
                value={row.extra.value}
                hint={tr('lance.valueHint')}
                error={err(i, 'value')}
                onChange={(value) => setExtra({ ...row.extra, value })}
              />
              <NumberField
                label={tr('lance.logistics')}
                value={row.extra.logisticsCost}
                hint={tr('lance.logisticsHint')}
                error={err(i, 'logisticsCost')}
                onChange={(logisticsCost) => setExtra({ ...row.extra, logisticsCost })}
              />
              <p className="hint" aria-label={tr('lance.equipmentOf', { n: i + 1 })}>
                {tr('lance.equipment', { list: equipmentText(row.extra) })}
              </p>
            </>
          ),
        }}
      />
      {byHand.map((u, hi) => (
        <UnitEditor
          key={hi}
          unit={u}
          index={built.length + hi}
          keyPrefix={`${keyPrefix}.units.${built.length + hi}`}
          errors={errors}
          onChange={(x) => setHand(hi, x)}
          onRemove={() =>
            setUnits(
              built,
              byHand.filter((_, i) => i !== hi),
            )
          }
        />
      ))}
      {errors[`${keyPrefix}.units`] && <p className="field-error">{errors[`${keyPrefix}.units`]}</p>}
      <div className="row">
        <button type="button" className="secondary" onClick={() => setUnits(built, [...byHand, blankUnit()])}>
          {tr('lance.addByHand')}
        </button>
        {onRemove && (
          <button type="button" className="secondary" onClick={onRemove}>
            {tr('lance.remove', { n: index + 1 })}
          </button>
        )}
      </div>
    </fieldset>
  );
}

/** Fills in each new builder unit's type, movement and special equipment from the full catalog unit, as each read finishes. */
function useCatalogDetails(lance: LanceDraft, onChange: (l: LanceDraft) => void) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const wake = () => setTick((t) => t + 1);
    readListeners.add(wake);
    return () => void readListeners.delete(wake);
  }, []);
  useEffect(() => {
    const pending = lance.units.filter((u) => u.builder?.pending && u.catalogId);
    if (pending.length === 0) return;
    const ready = pending.filter((u) => derived.has(u.catalogId!));
    if (ready.length) {
      onChange({
        ...lance,
        units: lance.units.map((u) => {
          const d = u.builder?.pending && u.catalogId ? derived.get(u.catalogId) : undefined;
          if (!d || !u.builder) return u;
          return 'ok' in d
            ? { ...u, ...d.ok, builder: { key: u.builder.key, facts: u.builder.facts } }
            : { ...u, builder: { key: u.builder.key, facts: u.builder.facts, error: d.error } };
        }),
      });
      // A failed read is tried again when the unit is added again.
      for (const u of ready) if ('error' in derived.get(u.catalogId!)!) derived.delete(u.catalogId!);
      return;
    }
    for (const u of pending) {
      const id = u.catalogId!;
      if (reading.has(id)) continue;
      reading.add(id);
      void readCatalogUnit(id).finally(() => {
        reading.delete(id);
        for (const wake of readListeners) wake();
      });
    }
  });
}
