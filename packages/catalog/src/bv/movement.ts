/** Target movement modifier for a move of N hexes (TW), and the BV speed factor built on it. */

/** TMM for hexes moved: 0–2 → 0, 3–4 → 1, 5–6 → 2, 7–9 → 3, 10–17 → 4, 18–24 → 5, 25+ → 6; +1 when jumping. */
export function targetMovementModifier(hexes: number, jumped = false): number {
  const base = hexes <= 2 ? 0 : hexes <= 4 ? 1 : hexes <= 6 ? 2 : hexes <= 9 ? 3 : hexes <= 17 ? 4 : hexes <= 24 ? 5 : 6;
  return base + (jumped && hexes > 0 ? 1 : 0);
}

/** Java-style Math.round: half up. */
export const roundHalfUp = (x: number): number => Math.floor(x + 0.5);

/** Speed factor: (1 + (run + round(jump / 2) − 5) / 10) ^ 1.2, rounded to two decimals. */
export function speedFactor(run: number, jump: number): number {
  const mp = run + roundHalfUp(jump / 2);
  return roundHalfUp(Math.pow(1 + (mp - 5) / 10, 1.2) * 100) / 100;
}
