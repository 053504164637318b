import { buildProgram } from './program';
import { debugFlags, reportError } from './lib/report-error';

const { verbose, argv } = debugFlags(process.argv, process.env);
try {
  await buildProgram().parseAsync(argv);
} catch (e) {
  process.exit(reportError(e, { verbose, write: (line) => console.error(line) }));
}
