import { createRoot } from 'react-dom/client';
import { routes } from './routes';

function App() {
  return (
    <main>
      <h1>Marshal</h1>
      <ul>{routes.filter((r) => r.nav !== false).map((r) => <li key={r.path}><a href={r.path}>{r.title}</a></li>)}</ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
