// The compiled server's entry (`npm run build:server` bundles it into dist/server/serve.mjs; `npm start` runs it):
// `marshal serve` alone, so `node dist/server/serve.mjs --demo` takes the same options as `marshal serve --demo`.
// It imports only what opens the port; the server, and the error report, load afterwards (docs/adr/0050).
import { serveCommand } from './commands/serve';
import { programWith } from './program-base';

const [node = 'node', entry = 'serve.mjs', ...rest] = process.argv;
const argv = [node, entry, 'serve', ...rest];
try {
  await programWith([serveCommand]).parseAsync(argv);
} catch (e) {
  const { debugFlags, reportError } = await import('./lib/report-error');
  const { verbose } = debugFlags(argv, process.env);
  process.exit(reportError(e, { verbose, write: (line) => console.error(line) }));
}
