import { MarshalError } from './errors';

/** JSON with sorted keys and no undefined, so equal values always give equal text (and equal hashes). */
export function canonicalJson(value: unknown): string {
  return write(value, '$');
}

function write(value: unknown, path: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new MarshalError('canonical-json', `cannot encode ${value}`, { field: path });
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((v, i) => write(v === undefined ? null : v, `${path}[${i}]`)).join(',')}]`;
      const keys = Object.keys(value as object)
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${write((value as Record<string, unknown>)[k], `${path}.${k}`)}`).join(',')}}`;
    }
    default:
      throw new MarshalError('canonical-json', `cannot encode a ${typeof value}`, { field: path });
  }
}
