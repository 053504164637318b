import { ENGINE_VERSION } from '@marshal/core/version';
import { Suspense, useEffect, useState } from 'react';
import { DemoNotice } from './components/demo-notice';
import { ErrorBoundary } from './components/error-boundary';
import { Link, matchRoute, useLocation } from './router';
import { routes } from './routes';

/** The shell: header with navigation, the current page inside an error boundary, a footer. */
export function App() {
  const { pathname } = useLocation();
  const match = matchRoute(routes, pathname);
  const title = match ? match.route.title : 'Not found';
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    document.title = title === 'Home' ? 'Marshal' : `${title} · Marshal`;
    setMenuOpen(false);
  }, [title, pathname]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link to="/" className="brand" aria-label="Marshal home">
          Marshal
        </Link>
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen((o) => !o)}>
          Menu
        </button>
        <nav aria-label="Main" id="main-nav" className={menuOpen ? 'open' : undefined} onClick={() => setMenuOpen(false)}>
          <ul>
            {routes
              .filter((r) => r.nav !== false && !r.path.includes(':'))
              .map((r) => (
                <li key={r.path}>
                  <Link to={r.path} aria-current={isCurrent(r.path, pathname) ? 'page' : undefined}>
                    {r.title}
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
      <footer className="app-footer">Marshal {ENGINE_VERSION} · GPL-3.0-or-later · every ruling cites its source</footer>
    </div>
  );
}

const isCurrent = (path: string, pathname: string): boolean => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`));

/** Shown while a page's code arrives (routes.tsx loads every page but the start page on first visit). */
function PageLoading() {
  return (
    <p role="status" aria-live="polite" className="page-loading">
      Loading…
    </p>
  );
}

function NotFound({ pathname }: { pathname: string }) {
  return (
    <section className="panel">
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. <Link to="/">Go to the start page</Link>.
      </p>
    </section>
  );
}
