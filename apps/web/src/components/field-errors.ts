/**
 * Errors put on the field they are about, in a person's words: a server's `location.field` (e.g. `units.3.tonnage`)
 * or a rule's field is turned by the page's namer into the field's key in the form and its label
 * ("Defender unit 2 (Wolverine WVR-6R): Tons"), 1-based; what the namer does not know stays a general error.
 */
import { ERROR_GROUPS, engineText } from '../i18n/engine-text';

/** A field the page knows: the key its input reports errors under, and its label. */
export interface NamedField {
  readonly key: string;
  readonly label: string;
}

/** Turns a field path (split at dots) into the form's field, or null when the page has no such field. */
export type FieldNamer = (path: readonly string[]) => NamedField | null;

export interface FieldError {
  /** The form field the error belongs on, or null for the form as a whole. */
  readonly key: string | null;
  readonly text: string;
}

/** The field path of an error: `location.field`, or the first JSON-schema validation path the server sent. */
export function errorFieldPath(e: unknown): string | null {
  if (typeof e !== 'object' || e === null) return null;
  const loc = (e as { location?: { field?: unknown } }).location;
  if (loc && typeof loc.field === 'string' && loc.field) return loc.field;
  const body = (e as { body?: unknown }).body as { details?: { validation?: { instancePath?: string }[] } } | null | undefined;
  const path = body?.details?.validation?.[0]?.instancePath;
  return path ? path.replace(/^\//, '').replace(/\//g, '.') : null;
}

/** Drop what a person cannot act on in a form: the "field x.y:" prefix and hints meant for the command line. */
export function plainMessage(message: string): string {
  return message
    .replace(/^(?:[^:]*?,\s*)?field [\w.[\]-]+:\s*/, '')
    .replace(/[;,]?\s*(?:give one, )?e\.g\. --[\w-]+[^;)]*/g, '')
    .replace(/\s*\((?:[^()]*?)`marshal [^`]*`(?:[^()]*?)\)/g, '')
    .replace(/\s*—?\s*(?:sort it out|run|use) (?:it )?with `marshal [^`]*`/g, '')
    .trim();
}

/**
 * An error (ApiError, MarshalError or anything thrown) as a message on its field when the page can name the field, in the
 * interface language where the engine's or zod's words are known (i18n/engine-text.ts).
 */
export function fieldError(e: unknown, name: FieldNamer): FieldError {
  const raw = e instanceof Error ? e.message : String(e);
  const text = engineText(plainMessage(raw), ERROR_GROUPS);
  const path = errorFieldPath(e);
  const named = path ? name(path.split('.')) : null;
  if (!named) return { key: null, text };
  return { key: named.key, text: `${named.label}: ${text}` };
}

/** The error for one field, when it is the one the error is about. */
export const errorFor = (error: FieldError | null, key: string): string | null => (error && error.key === key ? error.text : null);
