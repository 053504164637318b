import { type BattleUnit, MUNITIONS, PODS, activePods, heatEffects } from '@marshal/battletech';
import { formatSource } from '../../i18n/source-text';
import { MECH_LAYOUT, VEHICLE_LAYOUT } from '../catalog/armor-diagram';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n';
import { useEngineText } from '../../i18n/engine-text';
import type { SheetHeat } from './heat-now';

/** The blocks of a battle record sheet: armour diagram, critical slots, heat scale, ammunition, pilot. */

export function CurrentArmor({ unit }: { unit: BattleUnit }) {
  const { t: tr } = useTranslation('battle');
  let spare = 0;
  const layout = unit.capabilities.legs.length ? MECH_LAYOUT : VEHICLE_LAYOUT;
  return (
    <svg viewBox="0 0 200 225" className="armor-diagram" role="img" aria-label={tr('sheet.armourOf', { name: unit.name })}>
      {Object.entries(unit.locations).map(([loc, l]) => {
        const [x, y] = layout[loc] ?? [5 + (spare % 4) * 48, 180 - Math.floor(spare++ / 4) * 40];
        const hurt = l.armor < l.maxArmor || l.structure < l.maxStructure || (l.rear ?? 0) < (l.maxRear ?? 0);
        return (
          <g key={loc} data-location={loc} transform={`translate(${x},${y})`} className={l.destroyed ? 'destroyed' : hurt ? 'hurt' : ''}>
            <title>
              {tr('sheet.armourTitle', { loc, armor: l.armor, max: l.maxArmor }) +
                (l.rear !== null ? tr('sheet.rearTitle', { rear: l.rear, max: l.maxRear }) : '') +
                tr('sheet.structureTitle', { structure: l.structure, max: l.maxStructure }) +
                (l.destroyed ? tr('sheet.destroyedTitle') : '')}
            </title>
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
  const { t: tr } = useTranslation('battle');
  return (
    <table className="sheet-table locations">
      <caption>{tr('sheet.locations')}</caption>
      <thead>
        <tr>
          <th>{tr('sheet.loc')}</th>
          <th>{tr('sheet.armour')}</th>
          <th>{tr('sheet.rear')}</th>
          <th>{tr('sheet.structure')}</th>
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
              {l.destroyed ? tr('sheet.destroyedCell') : ''}
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

/** One critical hit as the sheet counts it: a multi-slot weapon or item destroyed whole is one hit over all its slots. */
export interface SheetCritical {
  readonly location: string;
  readonly name: string;
  /** The slots it crossed out (more than one: an item destroyed whole). */
  readonly slots: number;
}

/** Slot systems whose item can fill several slots (a weapon, a double heat sink, an improved jump jet). */
const WHOLE_ITEM = new Set(['equipment', 'heat-sink', 'jump-jet']);

/**
 * The critical hits on a unit's slots, location by location. A critical hit on an item that fills several slots
 * destroys the whole item (the battle marks all its slots: the run of its id, or where identical items sit side by
 * side, the slots sharing its `item` mark), so the item counts as one hit, not one a slot.
 */
export function sheetCriticals(unit: BattleUnit): SheetCritical[] {
  const out: SheetCritical[] = [];
  for (const [location, slots] of Object.entries(unit.slots)) {
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i]!;
      if (!s.hit) continue;
      let j = i + 1;
      const same = (t: (typeof slots)[number]) => t.hit && t.system === s.system && t.id === s.id && t.item === s.item;
      if (WHOLE_ITEM.has(s.system) && s.id !== null) while (j < slots.length && same(slots[j]!)) j++;
      out.push({ location, name: slotName(s), slots: j - i });
      i = j - 1;
    }
  }
  return out;
}

/**
 * Every location's critical slots in order, hits crossed out. A critical hit on multi-slot equipment destroys the
 * whole item, so all its slots are crossed out; the heading counts it as one critical hit and a line under the slots
 * says so. A destroyed location's slots are all lost with it.
 */
export function CriticalSlots({ unit }: { unit: BattleUnit }) {
  const { t: tr } = useTranslation('battle');
  const locations = Object.entries(unit.slots).filter(([, slots]) => slots.length > 0);
  if (!locations.length) return null;
  const crits = sheetCriticals(unit);
  const whole = crits.filter((c) => c.slots > 1);
  return (
    <section className="crit-slots" aria-label={tr('sheet.slotsOf', { name: unit.name })}>
      <h4>{tr('sheet.slots', { hits: crits.length ? tr('sheet.hits', { count: crits.length }) : tr('sheet.noHits') })}</h4>
      <div className="crit-grid">
        {locations.map(([loc, slots]) => {
          const lost = unit.locations[loc]?.destroyed ?? false;
          return (
            <ol key={loc} className={`crit-location${lost ? ' lost' : ''}`} aria-label={tr('sheet.slotsAt', { loc })} data-location={loc}>
              <li className="crit-head">
                {loc}
                {lost ? ` · ${tr('sheet.destroyed')}` : ''}
              </li>
              {slots.map((s, i) => (
                <li key={i} className={s.hit ? 'crit hit' : s.system === 'empty' ? 'crit empty' : 'crit'} data-hit={s.hit || undefined}>
                  <span className="crit-no">{i + 1}</span> {slotName(s)}
                  {s.hit ? ' ✕' : ''}
                </li>
              ))}
            </ol>
          );
        })}
      </div>
      {whole.length > 0 && (
        <p className="hint" data-testid="whole-items">
          {tr('sheet.wholeItems', {
            list: whole.map((c) => tr('sheet.wholeItem', { name: c.name, loc: c.location, count: c.slots })).join(tr('page.and')),
          })}
        </p>
      )}
    </section>
  );
}

export function effectsText(heat: number): string[] {
  const e = heatEffects(heat);
  return [
    e.movementLoss ? i18next.t('sheet.effects.mp', { ns: 'battle', n: e.movementLoss }) : null,
    e.toHit ? i18next.t('sheet.effects.toHit', { ns: 'battle', n: e.toHit }) : null,
    e.shutdown === 'automatic'
      ? i18next.t('sheet.effects.shutsDown', { ns: 'battle' })
      : e.shutdown
        ? i18next.t('sheet.effects.avoid', { ns: 'battle', n: e.shutdown })
        : null,
    e.ammoExplosion ? i18next.t('sheet.effects.ammo', { ns: 'battle', n: e.ammoExplosion }) : null,
    e.lifeSupportDamage ? i18next.t('sheet.effects.life', { ns: 'battle' }) : null,
  ].filter((x): x is string => !!x);
}

const SCALE = Array.from({ length: 31 }, (_, h) => h);
/** Heat levels where an effect starts or changes (marked on the scale as on a paper sheet), from the rules' own table. */
const effectsKey = (heat: number) => JSON.stringify({ ...heatEffects(heat), heat: 0 });
export const HEAT_STEPS: readonly number[] = SCALE.filter((h) => h > 0 && effectsKey(h) !== effectsKey(h - 1));
const STEPS = new Set(HEAT_STEPS);

/** The next level above `heat` where the effects change, or null above the last. */
export const nextHeatStep = (heat: number): number | null => HEAT_STEPS.find((h) => h > heat) ?? null;

/**
 * The heat scale 0–30 with the heat that applies now marked (`heat.applied`: the last heat phase's; without it the unit's
 * heat), the levels where effects start marked on the scale, what that heat does now, the next level and what it would
 * add, the heat built this turn so far (counted in the coming heat phase), and every level's effects folded beneath.
 */
export function HeatScale({ unit, heat: h }: { unit: BattleUnit; heat?: SheetHeat }) {
  const { t: tr } = useTranslation('battle');
  // The heat that applies now (the last heat phase's); what this turn builds takes effect in the coming heat phase.
  const heat = h?.applied ?? unit.heat;
  const effects = effectsText(heat);
  const next = nextHeatStep(heat);
  return (
    <div className="heat-scale">
      <div
        className="heat-ladder"
        role="meter"
        aria-label={tr('sheet.heatOf', { name: unit.name })}
        aria-valuemin={0}
        aria-valuemax={30}
        aria-valuenow={Math.min(heat, 30)}
        aria-valuetext={`${heat}: ${effects.join(', ') || tr('sheet.noEffect')}`}
      >
        {SCALE.map((l) => (
          <span
            key={l}
            className={`heat-cell${l <= heat && heat > 0 ? ' on' : ''}${l === Math.min(heat, 30) ? ' now' : ''}${STEPS.has(l) ? ' step' : ''}`}
            title={`${l}: ${effectsText(l).join(', ') || tr('sheet.noEffect')}`}
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
      <p className="hint" data-testid="heat-now">
        {tr('sheet.heat')} <strong data-heat>{heat}</strong> · {tr('sheet.sinks', { n: unit.heatSinks })} · {tr('sheet.now')}{' '}
        {effects.length ? effects.join(', ') : tr('sheet.noEffect')}
        {next !== null ? ` · ${tr('sheet.nextStep', { heat: next, effects: effectsText(next).join(', ') })}` : ''}
      </p>
      {h && (h.fired > 0 || h.movement > 0) && (
        <p className="hint" data-testid="heat-building">
          {tr('sheet.building', { fired: h.fired, movement: h.movement })}
        </p>
      )}
      <details className="heat-steps">
        <summary>{tr('sheet.stepsSummary')}</summary>
        <ul>
          {HEAT_STEPS.map((l) => (
            <li key={l} className={l <= heat ? 'reached' : ''}>
              <strong>{l}+</strong> {effectsText(l).join(', ')}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

export function AmmoBins({ unit }: { unit: BattleUnit }) {
  const { t: tr } = useTranslation('battle');
  if (!unit.ammo.length) return null;
  return (
    <table className="sheet-table">
      <caption>{tr('sheet.ammo')}</caption>
      <tbody>
        {unit.ammo.map((b, i) => (
          <tr key={i} data-ammo={b.equipmentId} className={b.exploded ? 'destroyed' : ''}>
            <td>
              {b.equipmentId}
              {b.munition ? (
                <span data-munition={b.munition} title={formatSource(MUNITIONS[b.munition].source)}>
                  {' '}
                  ({MUNITIONS[b.munition].label})
                </span>
              ) : null}
            </td>
            <td>{b.location}</td>
            <td data-shots={b.shots}>{b.exploded ? tr('sheet.exploded') : tr('sheet.shots', { count: b.shots })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Narc and iNarc pods stuck on the unit (a pod on a destroyed location is gone), each with its rule's source. */
export function PodList({ unit }: { unit: BattleUnit }) {
  const { t: tr } = useTranslation('battle');
  const engine = useEngineText();
  const pods = activePods(unit);
  if (!pods.length) return null;
  return (
    <p className="hint" data-pods={pods.length}>
      {tr('sheet.pods')}{' '}
      {pods.map((p, i) => (
        <span key={i} data-pod={p.kind} title={formatSource(PODS[p.kind].source)}>
          {i ? '; ' : ''}
          {tr('sheet.pod', { pod: engine.part(PODS[p.kind].label), location: p.location, by: p.by })}
          {p.eccm ? tr('sheet.podEccm') : ''}
        </span>
      ))}
    </p>
  );
}

export function PilotBox({ unit }: { unit: BattleUnit }) {
  const { t: tr } = useTranslation('battle');
  const p = unit.pilot;
  const state = p.dead ? 'dead' : p.conscious ? 'conscious' : 'unconscious';
  return (
    <p className="pilot-hits" aria-label={tr('sheet.pilotHitsLabel', { hits: p.hits, state: tr(`sheet.pilotState.${state}`) })}>
      {tr('sheet.pilotHits')}{' '}
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} className={i < p.hits ? 'box hit' : 'box'}>
          {i + 1}
        </span>
      ))}{' '}
      <span className={`pilot-state ${state}`} data-pilot-state={state}>
        {tr(`sheet.pilotState.${state}`)}
      </span>
    </p>
  );
}
