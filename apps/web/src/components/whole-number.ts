/** Whole numbers typed into a form, read by the one number reader (`checkNumber`), and a collector of form errors. */
import { checkNumber, emptyField } from './number-rules';

export type WholeNumber = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly error: string };

/** `text` as a whole number from `min` to `max`; "1e20", "2.5", "-5" (when min is 0) and "" are refused with the field's label. */
export function parseWholeNumber(text: string, label: string, min: number, max: number): WholeNumber {
  const r = checkNumber(text, label, { integer: true, min, max });
  return r.error === null && r.value !== null ? { ok: true, value: r.value } : { ok: false, error: r.error ?? emptyField(label) };
}

/** Like `parseWholeNumber`, but an empty field means "not given" (`undefined`), for fields whose label says so. */
export function parseOptionalWholeNumber(
  text: string,
  label: string,
  min: number,
  max: number,
): WholeNumber | { readonly ok: true; readonly value: undefined } {
  return text.trim() === '' ? { ok: true, value: undefined } : parseWholeNumber(text, label, min, max);
}

/** Collects form errors by field key, each already naming its field; `whole` returns the value or records the error. */
export class FormErrors {
  readonly byKey: Record<string, string> = {};
  add(key: string, message: string): void {
    this.byKey[key] ??= message;
  }
  whole(key: string, text: string, label: string, min: number, max: number): number {
    const r = parseWholeNumber(text, label, min, max);
    if (!r.ok) this.add(key, r.error);
    return r.ok ? r.value : min;
  }
  optionalWhole(key: string, text: string, label: string, min: number, max: number): number | undefined {
    const r = parseOptionalWholeNumber(text, label, min, max);
    if (!r.ok) this.add(key, r.error);
    return r.ok ? r.value : undefined;
  }
  text(key: string, value: string, label: string): string {
    if (value.trim() === '') this.add(key, emptyField(label));
    return value.trim();
  }
  get count(): number {
    return Object.keys(this.byKey).length;
  }
  get first(): string | undefined {
    return Object.values(this.byKey)[0];
  }
}
