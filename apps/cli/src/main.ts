import { buildProgramFor } from './lazy-program';
import { debugFlags, reportError } from './lib/report-error';

const { verbose, argv } = debugFlags(process.argv, process.env);
try {
  await (await buildProgramFor(argv)).parseAsync(argv);
} catch (e) {
  process.exit(reportError(e, { verbose, write: (line) => console.error(line) }));
}
