import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { i18next } from './i18n/i18n';

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
    const [module] = await Promise.all([load(), namespaces.length ? i18next.loadNamespaces([...namespaces]) : undefined]);
    const page = module[name];
    if (!page) throw new Error(`the page module has no export ${name}`);
    return { default: page };
  });
}
