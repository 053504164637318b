// Worker-thread entry for the duel pool: registers tsx, then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./duel-worker.ts');
