import { useTranslation } from 'react-i18next';

/** Numbers, percentages and dates in the reader's language (`41.67%` in English, `41,67 %` in German). */
export interface Formatters {
  readonly number: (n: number | bigint, options?: Intl.NumberFormatOptions) => string;
  readonly percent: (p: number) => string;
  readonly date: (d: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  readonly dateTime: (d: Date | string | number) => string;
}

/** Probabilities keep two decimals, four when they are below 0.1% so a rare chance does not read as 0. */
export function formatters(language: string): Formatters {
  const number = (n: number | bigint, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options).format(n);
  const date = (d: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, options ?? { dateStyle: 'medium' }).format(d instanceof Date ? d : new Date(d));
  return {
    number,
    percent: (p) => {
      const digits = p > 0 && p < 0.001 ? 4 : 2;
      return number(p, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
    },
    date,
    dateTime: (d) => date(d, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

/** `formatters` for the current interface language; components re-render when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formatters(i18n.resolvedLanguage ?? i18n.language);
}
