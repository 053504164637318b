import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCATED_SOURCE, compileSourceWorker, sourceWorkerEntry } from './source-worker';

describe('the simulation worker compiled from the sources', () => {
  it('is one module of the whole graph, handed to workers as a data: URL, that finds the data as the sources do', () => {
    const { code, inputs } = compileSourceWorker();
    expect(inputs).toContain(resolve(import.meta.dirname, 'duel-worker.ts'));
    expect(inputs).toContain(LOCATED_SOURCE);
    // import.meta.url is replaced by the address of paths.ts; no other import.meta is left for a data: URL to answer.
    expect(code).not.toMatch(/\bimport\.meta\b/);
    expect(code).toContain(JSON.stringify(pathToFileURL(LOCATED_SOURCE).href));
    expect(sourceWorkerEntry()?.protocol).toBe('data:');
  });
});
