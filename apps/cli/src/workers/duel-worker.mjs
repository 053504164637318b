// Worker-thread entry for `marshal simulate duel`: registers tsx, then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./duel-worker.ts');
