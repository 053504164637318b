import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';

/** The interface languages; the CLI stays English (ADR 0036). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', de: 'Deutsch' };

/** The namespace of the engines' words (i18n/engine-text.ts); fetched with every page for a reader not in English. */
export const ENGINE_NS = 'engine';

/** Where the person's choice from the header switch is kept. */
export const LANGUAGE_STORAGE_KEY = 'marshal.language';

/**
 * Every resource file but English `common` (which the shell needs at once and is bundled with it) is its own chunk,
 * fetched the first time a page asks for that namespace in that language: German costs an English reader nothing,
 * and a page's words arrive with the page.
 */
const LOADERS = import.meta.glob<{ default: ResourceKey }>(['./locales/*/*.json', '!./locales/en/common.json']);

const lazyResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = LOADERS[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no ${language} resources for ${namespace}`), false);
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

const isLanguage = (l: string | null | undefined): l is Language => !!l && (LANGUAGES as readonly string[]).includes(l);

/** The stored choice, else the first of the browser's languages we have, else English. */
export function detectLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage switched off: follow the browser
  }
}

/** Switch the interface language and remember the choice in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, still switched
  }
  await i18next.changeLanguage(language);
}

/** The current language as one of ours (i18next may report a region variant or `cimode`). */
export const currentLanguage = (): Language => detectLanguage(i18next.resolvedLanguage ?? i18next.language, []);

/** Start i18next; resolves once the shell's words in the chosen language are here (main.tsx renders after it). */
export async function initI18n(): Promise<void> {
  const lng = detectLanguage(storedLanguage(), typeof navigator === 'undefined' ? [] : navigator.languages);
  i18next.on('languageChanged', (l) => {
    if (typeof document !== 'undefined') document.documentElement.lang = isLanguage(l) ? l : 'en';
  });
  await i18next
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: enCommon } },
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
}

export { i18next };
