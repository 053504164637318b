// Reads written movement orders (seed 003 §1.2): F, B, L, R with optional counts like 3xF, jumps "J 2610, Face 2609", and the attacks declared with movement: "Ch" (charge the unit in the hex ahead) and "DFA 2610" (death from above).
import { type Facing, type Hex, MarshalError, parseHexLabel, toFacing } from '@marshal/core';

export type Order =
  | { readonly kind: 'forward' | 'backward' | 'left' | 'right'; readonly token: string; readonly index: number }
  | { readonly kind: 'jump'; readonly to: Hex; readonly face?: Hex | Facing; readonly token: string; readonly index: number }
  /** Charge: move forward into the hex ahead, where the target stands (the unit stops before it; the attack is resolved in the physical phase). */
  | { readonly kind: 'charge'; readonly token: string; readonly index: number }
  /** Death from above: a jump whose landing hex is the target's. */
  | { readonly kind: 'dfa'; readonly to: Hex; readonly token: string; readonly index: number };

const SIMPLE: Record<string, 'forward' | 'backward' | 'left' | 'right'> = { F: 'forward', B: 'backward', L: 'left', R: 'right' };
const FACING_WORDS: Record<string, Facing> = { N: 0, NE: 1, SE: 2, S: 3, SW: 4, NW: 5 };

function parseFace(text: string, token: string): Hex | Facing {
  const upper = text.toUpperCase();
  if (upper in FACING_WORDS) return FACING_WORDS[upper]!;
  if (/^[0-5]$/.test(text)) return toFacing(Number(text));
  try {
    return parseHexLabel(text);
  } catch {
    throw new MarshalError('orders', `"${token}": face a hex (XXYY), a direction (N, NE, SE, S, SW, NW) or 0–5, not "${text}"`, { field: 'orders' });
  }
}

/**
 * Parse an order string. Tokens are separated by spaces or commas; "3xF" repeats an order; "J 2610" jumps to
 * a hex and an optional "Face 2609" (or "Face NE") sets the facing on landing. An unreadable token is named.
 */
export function parseOrders(text: string): readonly Order[] {
  let hit = parsed.get(text);
  if (hit === undefined) {
    hit = readOrders(text);
    if (parsed.size >= 5_000) parsed.clear();
    parsed.set(text, hit);
  }
  return hit;
}

/** Orders read before, by their text (a parse is pure and its result read-only; unreadable text is not kept). */
const parsed = new Map<string, readonly Order[]>();

function readOrders(text: string): Order[] {
  const tokens = text
    .replace(/\b(J|Face|DFA)(\d{4,})\b/gi, '$1 $2')
    .split(/[\s,;]+/)
    .filter(Boolean);
  const orders: Order[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const where = { field: 'orders', index: i + 1 };
    const m = /^(?:(\d+)\s*[x×*])?([FBLR])$/i.exec(token);
    if (m) {
      const count = m[1] === undefined ? 1 : Number(m[1]);
      if (count < 1 || count > 99) throw new MarshalError('orders', `order ${i + 1} "${token}": a count must be 1–99`, { field: 'orders' }, where);
      for (let k = 0; k < count; k++) orders.push({ kind: SIMPLE[m[2]!.toUpperCase()]!, token, index: i + 1 });
      continue;
    }
    if (/^(Ch|Charge)$/i.test(token)) {
      orders.push({ kind: 'charge', token, index: i + 1 });
      continue;
    }
    if (/^DFA$/i.test(token)) {
      const target = tokens[i + 1];
      let to: Hex;
      try {
        to = parseHexLabel(target ?? '');
      } catch {
        throw new MarshalError('orders', `order ${i + 1} "${token}": death from above names the target's hex, e.g. "DFA 2610"`, { field: 'orders' }, where);
      }
      orders.push({ kind: 'dfa', to, token: `DFA ${target}`, index: i + 1 });
      i += 1;
      continue;
    }
    if (/^J(ump)?$/i.test(token)) {
      const target = tokens[i + 1];
      if (!target) throw new MarshalError('orders', `order ${i + 1} "${token}": a jump needs the landing hex, e.g. "J 2610"`, { field: 'orders' }, where);
      let to: Hex;
      try {
        to = parseHexLabel(target);
      } catch {
        throw new MarshalError('orders', `order ${i + 2} "${target}": a jump lands on a hex label (XXYY)`, { field: 'orders' }, where);
      }
      const index = i + 1;
      let face: Hex | Facing | undefined;
      if (/^face$/i.test(tokens[i + 2] ?? '')) {
        const f = tokens[i + 3];
        if (!f) throw new MarshalError('orders', `order ${i + 3} "Face" needs a hex or direction`, { field: 'orders' }, where);
        face = parseFace(f, `Face ${f}`);
        i += 2;
      }
      orders.push({ kind: 'jump', to, ...(face !== undefined ? { face } : {}), token: `J ${target}`, index });
      i += 1;
      continue;
    }
    throw new MarshalError(
      'orders',
      `order ${i + 1} "${token}" is not a movement order (F, B, L, R, 3xF, J 2610, Face 2609, Ch, DFA 2610)`,
      { field: 'orders' },
      where,
    );
  }
  return orders;
}
