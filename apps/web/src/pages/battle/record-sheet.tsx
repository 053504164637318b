import './record-sheet.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { type BattleState, type BattleUnit, currentMP } from '@marshal/battletech';
import { PrintButton } from '../../components/print-button';
import { sideColour, sideName } from './battle-model';
import { type SheetFacts, sheetFacts } from './sheet-facts';
import type { SheetHeat } from './heat-now';
import { AmmoBins, CriticalSlots, CurrentArmor, HeatScale, LocationTable, PilotBox, PodList } from './sheet-parts';

/**
 * Record sheets beside the board, updated live: every unit's heading (name, pilot, BV, status) with one sheet open at a
 * time, all of them open when printed or saved as PDF — one a page, each with the unit's name, pilot and Battle Value.
 */

const status = (u: BattleUnit, withdrawn: boolean): string[] =>
  [
    u.destroyed && 'sheet.status.destroyed',
    withdrawn && 'sheet.status.withdrawn',
    u.pilot.dead && 'sheet.status.pilotDead',
    !u.pilot.dead && !u.pilot.conscious && 'sheet.status.pilotUnconscious',
    u.shutdown && 'sheet.status.shutdown',
    u.prone && 'sheet.status.prone',
    u.immobile && 'sheet.status.immobile',
  ].filter((x): x is string => !!x);

const NO_FACTS: SheetFacts = { pilot: null, bv: null, baseBv: null };

export function RecordSheet({
  unit,
  side,
  colour,
  withdrawn = false,
  facts = NO_FACTS,
  heat,
  expanded = true,
  onToggle,
}: {
  unit: BattleUnit;
  /** The heat that applies now and what this turn builds (the battle page's); without it the unit's heat as it stands. */
  heat?: SheetHeat;
  side: string;
  colour: string;
  withdrawn?: boolean;
  facts?: SheetFacts;
  /** Folded to its heading on screen (another sheet is open); printed whole anyway. */
  expanded?: boolean;
  onToggle?: () => void;
}) {
  const { t: tr } = useTranslation('battle');
  const f = useFormat();
  const mp = currentMP(unit);
  const flags = status(unit, withdrawn);
  const weapons = unit.weapons;
  return (
    <article
      className={`record-sheet panel${expanded ? '' : ' folded'}`}
      aria-label={tr('sheet.label', { name: unit.name })}
      data-unit={unit.id}
      style={{ borderTopColor: colour }}
    >
      <div className="sheet-head">
        <h3>{unit.name}</h3>
        {onToggle && (
          <button
            type="button"
            className="secondary sheet-toggle no-print"
            aria-expanded={expanded}
            title={tr(expanded ? 'sheet.fold' : 'sheet.unfold', { name: unit.name })}
            onClick={onToggle}
          >
            {expanded ? tr('sheet.foldButton') : tr('sheet.unfoldButton')}
          </button>
        )}
        <p className="sheet-ids">
          <span data-pilot>{tr('sheet.pilot', { name: facts.pilot ?? tr('sheet.unnamed') })}</span> ·{' '}
          {tr('sheet.skills', { gunnery: unit.pilot.gunnery, piloting: unit.pilot.piloting })} ·{' '}
          <span data-bv>BV {facts.bv !== null ? f.number(facts.bv) : '—'}</span>
          {facts.bv !== null && facts.baseBv !== null && facts.bv !== facts.baseBv ? (
            <span className="hint">{tr('sheet.base', { bv: f.number(facts.baseBv) })}</span>
          ) : null}
        </p>
        <p className="hint">
          {side} · {unit.tonnage} t · MP {mp.walk}/{Math.ceil(mp.walk * 1.5)}/{mp.jump}
        </p>
        {flags.length > 0 && (
          <p className="unit-status" role="status">
            {flags.map((x) => tr(x)).join(', ')}
          </p>
        )}
      </div>
      <div className={`sheet-body${expanded ? '' : ' screen-hidden'}`}>
        <CurrentArmor unit={unit} />
        <LocationTable unit={unit} />
        {unit.capabilities.tracksHeat && <HeatScale unit={unit} {...(heat ? { heat } : {})} />}
        <PilotBox unit={unit} />
        <table className="sheet-table">
          <caption>{tr('sheet.weapons')}</caption>
          <tbody>
            {weapons.map((w, i) => (
              <tr key={i} className={w.destroyed ? 'destroyed' : ''}>
                <td>{w.equipmentId}</td>
                <td>
                  {w.location}
                  {w.rear ? ' (R)' : ''}
                </td>
                <td>{w.destroyed ? tr('sheet.destroyed') : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <AmmoBins unit={unit} />
        <PodList unit={unit} />
        <CriticalSlots unit={unit} />
        {(unit.vehicleEffects.length > 0 || unit.motive.cruiseLoss > 0 || unit.motive.halvings > 0) && (
          <p className="hint">
            {tr('sheet.vehicle')}{' '}
            {[
              unit.motive.cruiseLoss ? tr('sheet.cruise', { mp: unit.motive.cruiseLoss }) : '',
              unit.motive.halvings ? tr('sheet.halved', { n: unit.motive.halvings }) : '',
              ...unit.vehicleEffects,
            ]
              .filter(Boolean)
              .join('; ')}
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * Every unit's sheet: headings always shown, one sheet open at a time on screen (the column stays short), all printed.
 * The open sheet follows the unit being ordered (`focus`), else the first unit; a sheet the player opens or folds stays
 * so until another unit is being ordered.
 */
export function RecordSheets({
  state,
  setup,
  focus = null,
  heat,
}: {
  state: BattleState;
  setup: unknown;
  focus?: string | null;
  heat?: Readonly<Record<string, SheetHeat>>;
}) {
  const { t: tr } = useTranslation('battle');
  const facts = useMemo(() => sheetFacts(setup), [setup]);
  const units = Object.values(state.units);
  const [open, setOpen] = useState<{ id: string | null; during: string | null } | undefined>(undefined);
  const shown = open && open.during === focus ? open.id : (focus ?? units[0]?.id ?? null);
  return (
    <section aria-label={tr('sheet.sheets')} className="record-sheets">
      <div className="sheet-actions no-print">
        <PrintButton title={tr('sheet.print')} />
      </div>
      {units.map((u) => (
        <RecordSheet
          key={u.id}
          unit={u}
          side={sideName(state, state.sideOf[u.id]!)}
          colour={sideColour(state, state.sideOf[u.id]!)}
          withdrawn={state.withdrawn.includes(u.id)}
          facts={facts[u.id] ?? NO_FACTS}
          {...(heat?.[u.id] ? { heat: heat[u.id] } : {})}
          expanded={u.id === shown}
          onToggle={() => setOpen({ id: u.id === shown ? null : u.id, during: focus })}
        />
      ))}
    </section>
  );
}
