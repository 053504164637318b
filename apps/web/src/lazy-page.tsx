import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ENGINE_NS, currentLanguage, i18next } from './i18n/i18n';

/**
 * A page component loaded on first use: `lazyPage(() => import('./pages/x/x-page'), 'XPage')` gives a component that
 * renders like `XPage` once its chunk arrives. The shell (app.tsx) shows an accessible "Loading…" meanwhile, so the
 * start page downloads only its own code and each area's engine packages arrive with that area. `namespaces` are the
 * page's words (src/i18n/locales/<language>/<namespace>.json), fetched alongside the code rather than after it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page takes any props; the named export keeps its own type
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[] = [],
): LazyExoticComponent<M[K]> {
  return lazy(async () => {
    // A reader in another language than English also gets the engines' words (`engine`, see i18n/engine-text.ts).
    const words = currentLanguage() === 'en' ? namespaces : [...namespaces, ENGINE_NS];
    const [module] = await Promise.all([load(), words.length ? i18next.loadNamespaces([...words]) : undefined]);
    const page = module[name];
    if (!page) throw new Error(`the page module has no export ${name}`);
    return { default: page };
  });
}
