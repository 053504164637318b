import { readFileSync, writeFileSync, existsSync, renameSync } from 'node:fs';
import { MarshalError } from '@marshal/core';

/** Read a JSON file; a syntax error names the file and line. */
export function readJsonFile(path: string): unknown {
  if (!existsSync(path)) throw new MarshalError('file-not-found', 'no such file', { file: path });
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    const line = m ? text.slice(0, Number(m[1])).split('\n').length : undefined;
    throw new MarshalError('json-syntax', `not valid JSON (${(e as Error).message})`, { file: path, ...(line ? { line } : {}) });
  }
}

export function readTextFile(path: string): string {
  if (!existsSync(path)) throw new MarshalError('file-not-found', 'no such file', { file: path });
  return readFileSync(path, 'utf8');
}

/** Write through a temporary file and rename, so a crash never leaves a half-written record. */
export function writeFileAtomic(path: string, text: string): void {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

export const printJson = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`);
};
