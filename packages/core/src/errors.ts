/** Where in an input a problem was found: a file, a line, a field path. */
export interface Location {
  readonly file?: string;
  readonly line?: number;
  readonly field?: string;
}

/** An error a person can act on: a stable code, a plain message, and where it happened. */
export class MarshalError extends Error {
  readonly code: string;
  readonly location: Location;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: string, message: string, location: Location = {}, details: Record<string, unknown> = {}) {
    super(formatLocated(message, location));
    this.name = 'MarshalError';
    this.code = code;
    this.location = location;
    this.details = details;
  }
}

export function formatLocation(location: Location): string {
  const parts: string[] = [];
  if (location.file) parts.push(location.line !== undefined ? `${location.file}:${location.line}` : location.file);
  else if (location.line !== undefined) parts.push(`line ${location.line}`);
  if (location.field) parts.push(`field ${location.field}`);
  return parts.join(', ');
}

function formatLocated(message: string, location: Location): string {
  const where = formatLocation(location);
  return where ? `${where}: ${message}` : message;
}
