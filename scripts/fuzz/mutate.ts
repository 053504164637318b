// Mutations of a text file, as an attacker's mutation fuzzer makes them, drawn from the project's own seeded dice.
import { SeededDice } from '@marshal/core';

/** A deterministic source of choices: the same seed and stream give the same mutations on every machine. */
export class FuzzRng {
  private readonly dice: SeededDice;
  constructor(seed: string, stream = 'fuzz') {
    this.dice = SeededDice.fromSeed(seed, stream);
  }
  /** A whole number in [0, n). */
  int(n: number): number {
    return n <= 1 ? 0 : this.dice.draw({ count: 1, sides: n, purpose: 'fuzz' })[0]! - 1;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(oneIn: number): boolean {
    return this.int(oneIn) === 0;
  }
}

/** Numbers that break naive readers: past 2³², past safe integers, not finite, negative, not numbers at all. */
export const HOSTILE_NUMBERS = [
  '4294967297',
  '4294967296',
  '2147483648',
  '9007199254740993',
  '1e308',
  '-1e308',
  '1e309',
  '-1',
  '-0',
  '0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x7fffffff',
  '1.5',
  '',
  '6000',
  '99999',
  '999999999999999999999999999999',
  '00000000000000000001',
  '1e-400',
  '+5',
];

/** Text that is valid UTF-16 but odd: combining marks, right-to-left, emoji, a lone surrogate, a BOM, line separators. */
const ODD_TEXT = [
  '\u0301\u0301\u0301',
  '\u202e',
  '🤖',
  '\ud800',
  '\udc00x',
  '\ufeff',
  '\u2028',
  '\u2029',
  'ÿ',
  '\u00a0',
  '\r',
  '"',
  '<',
  '>',
  ':',
  ';',
  '|',
  '#',
  '__proto__',
  'constructor',
];

function randomUnicode(rng: FuzzRng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    const r = rng.int(4);
    out += r === 0 ? rng.pick(ODD_TEXT) : r === 1 ? String.fromCharCode(rng.int(128)) : String.fromCodePoint(rng.int(0x110000));
  }
  return out;
}

const splitLines = (text: string) => text.split('\n');
/** Keep a mutated text under this many characters, so the fuzzer itself never builds a string JavaScript cannot hold. */
const MAX_TEXT = 20_000_000;
const copiesWithin = (wanted: number, each: number) => Math.max(1, Math.min(wanted, Math.floor(MAX_TEXT / (each + 1))));
const joinLines = (lines: readonly string[]) => lines.join('\n');

type Mutation = (text: string, rng: FuzzRng) => string;

/** Every mutation by name; each returns a new text. */
export const MUTATIONS: Readonly<Record<string, Mutation>> = {
  byteFlip(text, rng) {
    if (!text) return String.fromCharCode(rng.int(256));
    const at = rng.int(text.length);
    return text.slice(0, at) + String.fromCharCode(rng.int(256)) + text.slice(at + 1);
  },
  lineDuplicate(text, rng) {
    const lines = splitLines(text);
    const at = rng.int(lines.length);
    const copies = copiesWithin(rng.pick([1, 2, 10, 1000, 30_000]), lines[at]!.length);
    return joinLines([...lines.slice(0, at + 1), ...new Array<string>(copies).fill(lines[at]!), ...lines.slice(at + 1)]);
  },
  blockDuplicate(text, rng) {
    const lines = splitLines(text);
    const start = rng.int(lines.length);
    const block = lines.slice(start, start + 1 + rng.int(40));
    const copies = copiesWithin(
      rng.pick([2, 20, 300]),
      block.reduce((n, l) => n + l.length + 1, 0),
    );
    return joinLines([...lines.slice(0, start), ...Array.from({ length: copies }, () => block).flat(), ...lines.slice(start)]);
  },
  lineDelete(text, rng) {
    const lines = splitLines(text);
    lines.splice(rng.int(lines.length), 1 + rng.int(3));
    return joinLines(lines);
  },
  lineSwap(text, rng) {
    const lines = splitLines(text);
    const a = rng.int(lines.length);
    const b = rng.int(lines.length);
    [lines[a], lines[b]] = [lines[b]!, lines[a]!];
    return joinLines(lines);
  },
  hostileNumber(text, rng) {
    const numbers = [...text.matchAll(/-?\d+(\.\d+)?/g)];
    if (!numbers.length) return text + rng.pick(HOSTILE_NUMBERS);
    const m = rng.pick(numbers);
    return text.slice(0, m.index) + rng.pick(HOSTILE_NUMBERS) + text.slice(m.index + m[0].length);
  },
  /** A hostile number in a line's value: after a keyword ("size 16 17"), a colon ("Walk MP:4") or as a whole .blk value line. */
  hostileValue(text, rng) {
    const lines = splitLines(text);
    const at = rng.int(lines.length);
    const line = lines[at]!;
    const n = rng.pick(HOSTILE_NUMBERS);
    const colon = line.indexOf(':');
    lines[at] = /^size\s/i.test(line)
      ? `size ${n} ${rng.pick(HOSTILE_NUMBERS)}`
      : colon >= 0
        ? `${line.slice(0, colon + 1)}${n}`
        : /^\s*</.test(line)
          ? line
          : n;
    return joinLines(lines);
  },
  longLine(text, rng) {
    const lines = splitLines(text);
    const unit = rng.pick(['x', ' ', '9', 'AbAmmo ', '(R) ', ':', '"', ';woods:1', ',', 'é']);
    const length = Math.min(rng.pick([1_000, 20_000, 200_000]), Math.max(0, MAX_TEXT - text.length));
    const at = rng.int(lines.length);
    lines[at] = rng.chance(2) ? lines[at]! + unit.repeat(Math.ceil(length / unit.length)) : unit.repeat(Math.ceil(length / unit.length));
    return joinLines(lines);
  },
  nulByte(text, rng) {
    const at = rng.int(text.length + 1);
    return `${text.slice(0, at)}\u0000${text.slice(at)}`;
  },
  truncate(text, rng) {
    return text.slice(0, rng.int(text.length + 1));
  },
  unicode(text, rng) {
    const at = rng.int(text.length + 1);
    return text.slice(0, at) + randomUnicode(rng, 1 + rng.int(12)) + text.slice(at);
  },
  lineEndings(text, rng) {
    const r = rng.int(3);
    return r === 0 ? text.replace(/\n/g, '\r\n') : r === 1 ? text.replace(/\n/g, '\r') : text.replace(/\n/g, ' ');
  },
  empty() {
    return '';
  },
};

export const MUTATION_NAMES = Object.keys(MUTATIONS);

/** One to three mutations (rarely `empty`); returns the text and the names of the mutations, in order. */
export function mutate(text: string, rng: FuzzRng): { text: string; applied: string[] } {
  const applied: string[] = [];
  let out = text;
  const count = 1 + rng.int(3);
  for (let i = 0; i < count; i++) {
    const name = rng.chance(200) ? 'empty' : rng.pick(MUTATION_NAMES.filter((n) => n !== 'empty'));
    out = MUTATIONS[name]!(out, rng);
    applied.push(name);
  }
  return { text: out, applied };
}
