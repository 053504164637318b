import './record-sheet.css';
import { useMemo, useState } from 'react';
import { type BattleState, type BattleUnit, currentMP } from '@marshal/battletech';
import { PrintButton } from '../../components/print-button';
import { sideColour, sideName } from './battle-model';
import { type SheetFacts, sheetFacts } from './sheet-facts';
import { AmmoBins, CriticalSlots, CurrentArmor, HeatScale, LocationTable, PilotBox } from './sheet-parts';

/**
 * Record sheets beside the board, updated live: every unit's heading (name, pilot, BV, status) with one sheet open at a
 * time, all of them open when printed or saved as PDF — one a page, each with the unit's name, pilot and Battle Value.
 */

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

const NO_FACTS: SheetFacts = { pilot: null, bv: null, baseBv: null };

export function RecordSheet({
  unit,
  side,
  colour,
  withdrawn = false,
  facts = NO_FACTS,
  expanded = true,
  onToggle,
}: {
  unit: BattleUnit;
  side: string;
  colour: string;
  withdrawn?: boolean;
  facts?: SheetFacts;
  /** Folded to its heading on screen (another sheet is open); printed whole anyway. */
  expanded?: boolean;
  onToggle?: () => void;
}) {
  const mp = currentMP(unit);
  const flags = status(unit, withdrawn);
  const weapons = unit.weapons;
  return (
    <article
      className={`record-sheet panel${expanded ? '' : ' folded'}`}
      aria-label={`Record sheet: ${unit.name}`}
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
            title={`${expanded ? 'Fold' : 'Unfold'} the record sheet of ${unit.name}`}
            onClick={onToggle}
          >
            {expanded ? 'Fold' : 'Unfold'}
          </button>
        )}
        <p className="sheet-ids">
          <span data-pilot>Pilot: {facts.pilot ?? 'unnamed'}</span> · gunnery {unit.pilot.gunnery} / piloting {unit.pilot.piloting} ·{' '}
          <span data-bv>BV {facts.bv !== null ? facts.bv.toLocaleString('en') : '—'}</span>
          {facts.bv !== null && facts.baseBv !== null && facts.bv !== facts.baseBv ? (
            <span className="hint"> (base {facts.baseBv.toLocaleString('en')})</span>
          ) : null}
        </p>
        <p className="hint">
          {side} · {unit.tonnage} t · MP {mp.walk}/{Math.ceil(mp.walk * 1.5)}/{mp.jump}
        </p>
        {flags.length > 0 && (
          <p className="unit-status" role="status">
            {flags.join(', ')}
          </p>
        )}
      </div>
      <div className={`sheet-body${expanded ? '' : ' screen-hidden'}`}>
        <CurrentArmor unit={unit} />
        <LocationTable unit={unit} />
        {unit.capabilities.tracksHeat && <HeatScale unit={unit} />}
        <PilotBox unit={unit} />
        <table className="sheet-table">
          <caption>Weapons</caption>
          <tbody>
            {weapons.map((w, i) => (
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
        <AmmoBins unit={unit} />
        <CriticalSlots unit={unit} />
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
      </div>
    </article>
  );
}

/** Every unit's sheet: headings always shown, one sheet open at a time on screen (the column stays short), all printed. */
export function RecordSheets({ state, setup }: { state: BattleState; setup: unknown }) {
  const facts = useMemo(() => sheetFacts(setup), [setup]);
  const units = Object.values(state.units);
  const [open, setOpen] = useState<string | null | undefined>(undefined);
  const shown = open === undefined ? (units[0]?.id ?? null) : open;
  return (
    <section aria-label="Record sheets" className="record-sheets">
      <div className="sheet-actions no-print">
        <PrintButton title="Print every record sheet, one a page, or choose “Save as PDF” in the print dialogue" />
      </div>
      {units.map((u) => (
        <RecordSheet
          key={u.id}
          unit={u}
          side={sideName(state, state.sideOf[u.id]!)}
          colour={sideColour(state, state.sideOf[u.id]!)}
          withdrawn={state.withdrawn.includes(u.id)}
          facts={facts[u.id] ?? NO_FACTS}
          expanded={u.id === shown}
          onToggle={() => setOpen(u.id === shown ? null : u.id)}
        />
      ))}
    </section>
  );
}
