import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ABILITY_TITLES,
  type DaCommand,
  type DaState,
  type DaUnit,
  baseRules,
  breakAwayNeed,
  currentClick,
  enemiesInContact,
  fieldUnits,
  heatEffects,
  indirectView,
  isArtillery,
  mayCapture,
  moveAllowance,
  ordersAllowed,
  rangedView,
} from '@marshal/dark-age';
import { useEngineText } from '../../i18n/engine-text';
import { useFormat } from '../../i18n/format';
import { TableScroll } from '../../components/table-scroll';
import { useDaNames } from './da-names';

type Send = (c: DaCommand) => Promise<boolean>;

const DIAL_COLUMNS = ['click', 'speed', 'attack', 'defense', 'damage', 'range', 'equipment'] as const;

/** The selected unit's combat dial: every click with its values, the current one marked, salvage clicks and equipment named. */
export function DialView({ u, name }: { u: DaUnit; name: string }) {
  const { t } = useTranslation('darkAge');
  return (
    // Seven columns do not fit a phone: the dial scrolls inside its own box, not the page.
    <TableScroll label={t('combat.dialOf', { id: name })}>
      <table className="da-dial" aria-label={t('combat.dialOf', { id: name })}>
        <thead>
          <tr>
            {DIAL_COLUMNS.map((k) => (
              <th key={k} scope="col">
                {t(`combat.cols.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {u.dial.map((c, i) => (
            <tr key={i} className={i === u.click ? 'current' : undefined} aria-current={i === u.click ? 'step' : undefined}>
              <td>
                {i + 1}
                {c.salvage ? ` ${t('combat.salvage')}` : ''}
              </td>
              <td>{c.speed}</td>
              <td>{c.attack}</td>
              <td>{c.defense}</td>
              <td>
                {c.damage}
                {c.secondaryDamage !== undefined ? ` / ${c.secondaryDamage}` : ''}
              </td>
              <td>
                {c.minRange}–{c.maxRange}
              </td>
              <td>{(c.abilities ?? []).map((a) => ABILITY_TITLES[a]).join(', ')}</td>
            </tr>
          ))}
          {u.status === 'eliminated' && (
            <tr className="current">
              <td colSpan={7}>{t('status.eliminated')}</td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Attacks open to the selected unit, each with what it needs on 2d6 before the order is given; the damage split; the game's end. */
export function CombatPanel({ s, u, send, busy }: { s: DaState; u: DaUnit | null; send: Send; busy: boolean }) {
  const { t } = useTranslation('darkAge');
  const engine = useEngineText();
  const { number } = useFormat();
  const names = useDaNames(s);
  const [split, setSplit] = useState<Record<string, string>>({});
  const [ticked, setTicked] = useState<string[]>([]);
  const [mates, setMates] = useState<string[]>([]);
  const pd = s.pendingDamage;
  const allowed = ordersAllowed(s, baseRules);
  const mine = u && u.controller === s.currentPlayer && u.status === 'active' && u.position !== null && u.captiveOf === null && !u.ordered;
  const touching = mine ? enemiesInContact(s, u, baseRules) : [];
  const targets = mine && !touching.length ? fieldUnits(s).filter((o) => o.controller !== u.controller && o.captiveOf === null) : [];
  const need = mine ? breakAwayNeed(s, baseRules, u) : null;
  // Possible formation members: other ready units of the same faction (the rules check contact and each member's own attack).
  const comrades =
    mine && u.faction !== null ? fieldUnits(s).filter((o) => o.id !== u.id && o.controller === u.controller && o.faction === u.faction && !o.ordered) : [];
  const formation = mates.filter((id) => comrades.some((c) => c.id === id));
  const withFormation = formation.length ? { formation } : {};
  const bonus = formation.length * baseRules.game.formation.bonusPerMember;
  const heat = u ? heatEffects(u) : null;
  return (
    <section className="panel" aria-label={t('combat.region')}>
      {s.outcome && (
        <p className="da-outcome" role="status">
          {t('combat.gameOver', {
            result: s.outcome.winner ? t('combat.wins', { winner: s.outcome.winner }) : t('combat.draw'),
            reason: engine.reason(s.outcome.reason),
            scores: Object.entries(s.outcome.scores)
              .map(([p, n]) => `${p} ${number(n)}`)
              .join(', '),
          })}
        </p>
      )}
      <p className="hint">
        {Number.isFinite(allowed) ? t('combat.ordersUsed', { used: s.ordersUsed ?? 0, allowed }) : t('combat.ordersAny')}
        {s.victory?.turnLimit ? ` · ${t('combat.turnLimit', { limit: s.victory.turnLimit })}` : ''}
      </p>
      {pd && (
        <fieldset>
          <legend>{t('combat.split', { damage: pd.damage, attacker: names.name(pd.attacker) })}</legend>
          {pd.targets.map((id) => (
            <label key={id}>
              {t('combat.clicksTo', { id: names.name(id) })}
              <input inputMode="numeric" value={split[id] ?? '0'} onChange={(e) => setSplit({ ...split, [id]: e.target.value })} />
            </label>
          ))}
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void send({ type: 'assignDamage', split: pd.targets.map((id) => ({ unit: id, clicks: Number(split[id] ?? '0') || 0 })) })}
          >
            {t('combat.assign')}
          </button>
        </fieldset>
      )}
      {u && mine && (
        <>
          <p className="hint">
            {t('combat.move', { inches: names.inches(moveAllowance(s, u).inches) })}
            {need ? ` · ${t('combat.breakAway', { need: need.automatic ? t('combat.noRoll') : t('combat.onD6', { target: need.target }) })}` : ''}
            {u.orderTokens ? ` · ${t('combat.tokens', { count: u.orderTokens })}` : ''}
            {heat && (heat.primary || heat.secondary || heat.speed)
              ? ` · ${t('combat.heat', { position: heat.position, primary: heat.primary, secondary: heat.secondary, speed: heat.speed })}`
              : ''}
            {heat?.shutdown ? ` · ${t('combat.shutdown')}` : ''}
          </p>
          {comrades.length > 0 && (
            <fieldset>
              <legend>{t('combat.formationWith', { id: names.name(u.id), bonus: baseRules.game.formation.bonusPerMember })}</legend>
              {comrades.map((c) => (
                <label key={c.id} className="inline">
                  <input
                    type="checkbox"
                    checked={formation.includes(c.id)}
                    onChange={() => setMates(formation.includes(c.id) ? formation.filter((x) => x !== c.id) : [...formation, c.id])}
                  />{' '}
                  {t('combat.inFormation', { id: names.name(c.id) })}
                </label>
              ))}
            </fieldset>
          )}
          {touching.map((foe) => (
            <div key={foe.id} className="row2">
              <button
                type="button"
                disabled={busy || currentClick(u).attack <= 0}
                onClick={() => void send({ type: 'closeCombat', unit: u.id, target: foe.id, ...withFormation })}
              >
                {t('combat.close', { id: names.name(foe.id), need: Math.max(2, currentClick(foe).defense - currentClick(u).attack - bonus) })}
              </button>
              {mayCapture(u) && foe.type !== 'mech' && (
                <button type="button" disabled={busy} onClick={() => void send({ type: 'captureAttack', unit: u.id, target: foe.id })}>
                  {t('combat.capture', { id: names.name(foe.id) })}
                </button>
              )}
            </div>
          ))}
          {targets.map((foe) => {
            const v = rangedView(s, baseRules, u, foe);
            const needs = currentClick(foe).defense - currentClick(u).attack + v.modifiers.reduce((n, m) => n + m.value, 0) - bonus;
            const iv = isArtillery(u) && v.problem ? indirectView(s, baseRules, u, foe) : null;
            const indirectNeeds = iv ? currentClick(foe).defense - currentClick(u).attack + iv.modifiers.reduce((n, m) => n + m.value, 0) : 0;
            return (
              <div key={foe.id} className="row2">
                {u.attacks > 1 && (
                  <label className="inline">
                    <input
                      type="checkbox"
                      disabled={v.problem !== null}
                      checked={ticked.includes(foe.id)}
                      onChange={() => setTicked(ticked.includes(foe.id) ? ticked.filter((x) => x !== foe.id) : [...ticked, foe.id])}
                    />{' '}
                    {t('combat.target', { id: names.name(foe.id) })}
                  </label>
                )}
                <button
                  type="button"
                  disabled={busy || v.problem !== null || currentClick(u).attack <= 0}
                  title={v.problem ? engine.reason(names.about(v.problem.reason, [foe.id, u.id])) : undefined}
                  onClick={() => void send({ type: 'rangedAttack', unit: u.id, targets: [foe.id], ...withFormation })}
                >
                  {v.problem
                    ? t('combat.fireBlocked', { id: names.name(foe.id), reason: engine.reason(names.about(v.problem.reason, [foe.id, u.id])) })
                    : t('combat.fire', { id: names.name(foe.id), range: names.inches(v.range), need: Math.max(2, needs) })}
                </button>
                {iv && iv.problem === null && (
                  <button type="button" disabled={busy} onClick={() => void send({ type: 'rangedAttack', unit: u.id, targets: [foe.id], indirect: true })}>
                    {t('combat.indirect', { id: names.name(foe.id), spotter: iv.spotter ? names.name(iv.spotter) : '', need: Math.max(2, indirectNeeds) })}
                  </button>
                )}
              </div>
            );
          })}
          {u.attacks > 1 && (
            <button
              type="button"
              disabled={busy || ticked.length < 2 || ticked.length > u.attacks}
              onClick={() => void send({ type: 'rangedAttack', unit: u.id, targets: ticked }).then((ok) => ok && setTicked([]))}
            >
              {t('combat.fireTicked', { count: u.attacks })}
            </button>
          )}
          {(u.heat ?? 0) > 0 && (
            <button type="button" disabled={busy} onClick={() => void send({ type: 'vent', unit: u.id })}>
              {t('combat.vent', { heat: u.heat })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
