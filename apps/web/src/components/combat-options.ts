/** The Total Warfare / Tactical Operations options and presets a battle or a ruling can switch on, named for people. */
import type { TFunction } from 'i18next';
import { combatOptionRegistry } from '@marshal/battletech';
import type { OptionInfo } from './game-start-fields';

/**
 * Every preset (its title, and the options it switches on by title in its description) and every option of the
 * combat registry, for `OptionChecklist` (the words are the battle namespace's `new.preset` and `new.switchesOn`).
 */
export function combatOptionList(tr: TFunction): OptionInfo[] {
  const titleOf = (id: string) => combatOptionRegistry.options.find((o) => o.id === id)?.title ?? id;
  return [
    ...(combatOptionRegistry.presets ?? []).map((p) => ({
      id: p.id,
      title: tr('new.preset', { ns: 'battle', title: p.title }),
      description: tr('new.switchesOn', { ns: 'battle', list: p.includes.map(titleOf).join(', ') }),
    })),
    ...combatOptionRegistry.options.map((o) => ({ id: o.id, title: o.title, description: o.description })),
  ];
}
