import { ENGINE_VERSION } from '@marshal/core/version';
import { Suspense, useEffect, useState } from 'react';
import { DemoNotice } from './components/demo-notice';
import { useAccount } from './account';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './components/error-boundary';
import { LanguageSwitch } from './i18n/language-switch';
import { useRouteTitle } from './i18n/route-title';
import { Link, matchRoute, useLocation } from './router';
import { routes } from './routes';

/** The shell: header with navigation and the language switch, the current page inside an error boundary, a footer. */
export function App() {
  const { t, i18n } = useTranslation();
  const routeTitle = useRouteTitle();
  const { pathname } = useLocation();
  const match = matchRoute(routes, pathname);
  const title = match ? routeTitle(match.route.title) : t('shell.notFoundTitle');
  const home = match?.route.path === '/';
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    document.title = home ? 'Marshal' : `${title} · Marshal`;
    setMenuOpen(false);
  }, [title, home, pathname, i18n.language]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <header className="app-header">
        <Link to="/" className="brand" aria-label={t('shell.homeLink')}>
          Marshal
        </Link>
        <LanguageSwitch />
        <AccountLink pathname={pathname} />
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen((o) => !o)}>
          {t('shell.menu')}
        </button>
        <nav aria-label={t('shell.mainNav')} id="main-nav" className={menuOpen ? 'open' : undefined} onClick={() => setMenuOpen(false)}>
          <ul>
            {routes
              .filter((r) => r.nav !== false && !r.path.includes(':'))
              .map((r) => (
                <li key={r.path}>
                  <Link to={r.path} aria-current={isCurrent(r.path, pathname) ? 'page' : undefined}>
                    {routeTitle(r.title)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </header>
      <DemoNotice />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>{match ? match.route.render(match.params) : <NotFound pathname={pathname} />}</Suspense>
        </ErrorBoundary>
      </main>
      <footer className="app-footer">{t('shell.footer', { version: ENGINE_VERSION })}</footer>
    </div>
  );
}

/** On a server with accounts (--shared): who is signed in, or "Sign in" (which brings the person back here). */
function AccountLink({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const me = useAccount();
  if (!me || me.mode !== 'shared') return null;
  if (me.signedIn && me.user)
    return (
      <Link to="/account" className="account-link">
        {t('shell.account', { name: me.user.displayName })}
      </Link>
    );
  const next = pathname === '/account' ? '' : `?next=${encodeURIComponent(pathname + window.location.search)}`;
  return (
    <Link to={`/account${next}`} className="account-link">
      {t('shell.signIn')}
    </Link>
  );
}

const isCurrent = (path: string, pathname: string): boolean => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`));

/** Shown while a page's code (and its words) arrive (routes.tsx loads every page but the start page on first visit). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="page-loading">
      {t('shell.loading')}
    </p>
  );
}

function NotFound({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1>{t('shell.notFoundTitle')}</h1>
      <p>
        {t('shell.notFoundText')} <code>{pathname}</code>. <Link to="/">{t('shell.notFoundHome')}</Link>
      </p>
    </section>
  );
}
