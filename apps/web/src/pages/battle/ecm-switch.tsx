import type { BattleState, CombatRules, EcmMode } from '@marshal/battletech';
import { useTranslation } from 'react-i18next';

const MODE_WORDS: Readonly<Record<EcmMode, string>> = {
  ecm: 'ECM',
  eccm: 'ECCM',
  'two-standard': 'ecm.two-standard',
  stealth: 'ecm.stealth',
  off: 'ecm.off',
};

/** End phase: each of these sides' units with an ECM suite may set it for the next turn (the modes the battle's rules allow). */
export function EcmSwitches({
  state,
  sides,
  rules,
  busy,
  send,
}: {
  state: BattleState;
  sides: readonly string[];
  rules: CombatRules;
  busy: boolean;
  send: (c: { type: 'setEcm'; unit: string; mode: EcmMode }) => unknown;
}) {
  const { t: tr } = useTranslation('battle');
  const units = Object.entries(state.units).filter(
    ([id, u]) => u.ecmMode && u.electronics?.suite && sides.includes(state.sideOf[id]!) && !u.destroyed && !state.withdrawn.includes(id),
  );
  if (!units.length) return null;
  return (
    <fieldset className="ecm-switches" data-testid="ecm-switches">
      <legend>{tr('ecm.legend')}</legend>
      {units.map(([id, u]) => {
        const modes = (Object.keys(rules.ecmModes) as EcmMode[]).filter(
          (m) => (m !== 'stealth' || u.electronics?.stealth) && (m !== 'two-standard' || u.electronics?.suite?.kind === 'angel'),
        );
        return (
          <label key={id}>
            {u.name}{' '}
            <select value={u.ecmMode} disabled={busy} onChange={(e) => void send({ type: 'setEcm', unit: id, mode: e.target.value as EcmMode })}>
              {modes.map((m) => (
                <option key={m} value={m}>
                  {MODE_WORDS[m].startsWith('ecm.') ? tr(MODE_WORDS[m]) : MODE_WORDS[m]}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </fieldset>
  );
}
