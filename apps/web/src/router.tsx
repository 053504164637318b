import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useSyncExternalStore } from 'react';
import type { PageRoute } from './routes';

/** A small client-side router over the history API: `navigate`, `<Link>`, `useLocation`, `matchRoute`. */
const CHANGE = 'marshal:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const snapshot = (): string => window.location.pathname + window.location.search;

/** The current path and query string; re-renders on navigation and on back/forward. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, snapshot, () => '/');
  const url = new URL(href, 'http://marshal.local');
  return { pathname: url.pathname, search: url.searchParams };
}

/**
 * Go to a path inside the app without reloading; `replace` keeps the history entry count (use it to
 * mirror page state in the query string), `keepScroll` stays where the person is on the page.
 */
export function navigate(to: string, options: { replace?: boolean; keepScroll?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGE));
  if (!options.keepScroll) window.scrollTo?.(0, 0);
}

/** Match a pattern such as `/games/:id` against a path; returns the decoded params or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(h);
    else if (w !== h) return null;
  }
  return params;
}

/** The first route whose pattern matches, with its params. */
export function matchRoute(routes: readonly PageRoute[], pathname: string): { route: PageRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

const isPlainClick = (e: MouseEvent<HTMLAnchorElement>): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

/** An in-app link: a real `<a href>` (so it opens in a new tab too) that navigates without a reload. */
export function Link({ to, children, ...rest }: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(e);
    if (!isPlainClick(e) || rest.target) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={to} onClick={onClick}>
      {children}
    </a>
  );
}
