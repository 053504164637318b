import { useTranslation } from 'react-i18next';

/**
 * The words the rules define as data, in the reader's language: option and house-rule titles and descriptions (namespace
 * `options`, keyed by the option's stable id), a mission's numbers and house-rule groups, and roll tables (namespace
 * `tables`, keyed by the table id and the row's or note's position). The packages stay English; English readers see
 * their words as they are, others the German text under the same id, or the English when an id has none yet.
 * rule-text.test.ts checks that every option, number, group and table of the library has its words in both files.
 */
export const RULE_NAMESPACES = ['options', 'tables'] as const;

interface Option {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}
interface Table {
  readonly id: string;
  readonly title: string;
}

export function useRuleText() {
  const { i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language) === 'en';
  // English readers never fetch these words; others re-render once they are here (no suspending a page already shown).
  const { t } = useTranslation(english ? 'common' : [...RULE_NAMESPACES], { useSuspense: false });
  const say = (ns: (typeof RULE_NAMESPACES)[number], key: string, text: string) => (english ? text : t(key, { ns, defaultValue: text }));
  return {
    /** An optional or house rule's title, by its id. */
    optionTitle: (o: Pick<Option, 'id' | 'title'>) => say('options', `option.${o.id}.title`, o.title),
    /** An optional or house rule's description, by its id. */
    optionDescription: (o: Pick<Option, 'id' | 'description'>) => say('options', `option.${o.id}.description`, o.description),
    /** A mission house rule's group of alternatives ("Escort: exactly half the convoy gets out"), by the group id. */
    houseRuleGroup: (h: { readonly id: string; readonly label: string }) => say('options', `houseRuleGroup.${h.id}`, h.label),
    /** A mission number players may change ("Earliest turn after which a ceasefire may be agreed"), by its key. */
    param: (p: { readonly key: string; readonly label: string }) => say('options', `param.${p.key}`, p.label),
    /** A roll table's title. */
    tableTitle: (table: Table) => say('tables', `table.${table.id}.title`, table.title),
    /** A roll table's note, by its position. */
    tableNote: (table: Table, index: number, text: string) => say('tables', `table.${table.id}.notes.${index}`, text),
    /** A roll table row's label, by its position. */
    tableRow: (table: Table, index: number, label: string) => say('tables', `table.${table.id}.rows.${index}`, label),
  };
}
