import { MarshalError } from '@marshal/core';
import { buildProgram } from './program';

try {
  await buildProgram().parseAsync(process.argv);
} catch (e) {
  if (e instanceof MarshalError) {
    console.error(`marshal: ${e.message}`);
    process.exit(2);
  }
  throw e;
}
