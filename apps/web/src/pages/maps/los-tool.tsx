import { type Hex, bookSource, makeRuling, modifier } from '@marshal/core';
import { type GameMap, type LosResult, lineOfSight, losOptions, losRules } from '@marshal/battletech';
import { useTranslation } from 'react-i18next';
import { RulingView } from '../../components/ruling-view';
import { useRuleText } from '../../i18n/rule-text';

export interface LosState {
  attacker: Hex | null;
  target: Hex | null;
  attackerHeight: number;
  targetHeight: number;
  gunnery: number;
  rules: string[];
  picking: 'attacker' | 'target';
}

export const initialLos: LosState = { attacker: null, target: null, attackerHeight: 1, targetHeight: 1, gunnery: 4, rules: [], picking: 'attacker' };

export function computeLos(map: GameMap, s: LosState): { result: LosResult | null; error: string | null } {
  if (!s.attacker || !s.target) return { result: null, error: null };
  try {
    return {
      result: lineOfSight(map, { hex: s.attacker, height: s.attackerHeight }, { hex: s.target, height: s.targetHeight }, losRules(s.rules)),
      error: null,
    };
  } catch (e) {
    return { result: null, error: (e as Error).message };
  }
}

const GUNNERY = bookSource('Total Warfare', { section: 'Combat › Base to-hit number', note: "the attacker's gunnery skill" });

/** Line-of-sight tool: pick attacker and target hexes on the board; shows the ruling with every modifier and its source. */
export function LosTool({
  state,
  setState,
  result,
  error,
}: {
  state: LosState;
  setState: (s: LosState) => void;
  result: LosResult | null;
  error: string | null;
}) {
  const { t } = useTranslation('maps');
  const rule = useRuleText();
  const ruling = result
    ? makeRuling({
        id: 'los-to-hit',
        label: 'To-hit with line-of-sight modifiers (range, movement and the rest not included)',
        modifiers: [modifier('gunnery', 'gunnery skill', state.gunnery, GUNNERY), ...result.modifiers],
        ...(result.blocked
          ? { automatic: { outcome: 'failure' as const, reason: result.reason ?? 'line of sight blocked', source: result.blockSource ?? GUNNERY } }
          : {}),
      })
    : null;
  const groupOf = (id: string) => losOptions.options.find((o) => o.id === id)?.group;
  const toggle = (id: string) => {
    if (state.rules.includes(id)) return setState({ ...state, rules: state.rules.filter((r) => r !== id) });
    const g = groupOf(id);
    setState({ ...state, rules: [...state.rules.filter((r) => g === undefined || groupOf(r) !== g), id] });
  };
  return (
    <section aria-label={t('los.label')}>
      <fieldset>
        <legend>{t('los.label')}</legend>
        <p>{t(`los.click.${state.picking}`)}</p>
        <div role="radiogroup" aria-label={t('los.place')}>
          {(['attacker', 'target'] as const).map((p) => (
            <label key={p}>
              <input type="radio" name="los-pick" checked={state.picking === p} onChange={() => setState({ ...state, picking: p })} /> {t(`los.${p}`)}
            </label>
          ))}
        </div>
        <label>
          {t('los.attackerHeight')}{' '}
          <input type="number" min={0} max={10} value={state.attackerHeight} onChange={(e) => setState({ ...state, attackerHeight: Number(e.target.value) })} />
        </label>
        <label>
          {t('los.targetHeight')}{' '}
          <input type="number" min={0} max={10} value={state.targetHeight} onChange={(e) => setState({ ...state, targetHeight: Number(e.target.value) })} />
        </label>
        <label>
          {t('los.gunnery')}{' '}
          <input type="number" min={0} max={8} value={state.gunnery} onChange={(e) => setState({ ...state, gunnery: Number(e.target.value) })} />
        </label>
        {losOptions.options
          .filter((o) => !o.enabledByDefault)
          .map((o) => (
            <label key={o.id} title={rule.optionDescription(o)}>
              <input type="checkbox" checked={state.rules.includes(o.id)} onChange={() => toggle(o.id)} /> {rule.optionTitle(o)}
            </label>
          ))}
      </fieldset>
      {error && <p role="alert">{error}</p>}
      {result && (
        <div data-testid="los-result">
          <p className={`los-verdict ${result.blocked ? 'blocked' : 'clear'}`}>
            {result.blocked ? t('los.blocked', { reason: result.reason }) : t('los.clear', { count: result.distance })}
          </p>
          <p>
            {t('los.line', { hexes: result.hexes.join(' ') })}
            {result.divided ? t('los.divided', { side: result.side }) : ''}
          </p>
          {result.partialCover && (
            <p>
              {t('los.cover', { kind: result.partialCover.kind })}
              {result.partialCover.side ? ` (${result.partialCover.side})` : ''}
              {t('los.coverHits', { locations: result.partialCover.locations.join(', ') || t('los.nothing') })}
            </p>
          )}
          {result.notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
          {ruling && <RulingView ruling={ruling} open />}
        </div>
      )}
    </section>
  );
}
