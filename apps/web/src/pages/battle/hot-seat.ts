import { useEffect, useRef, useState } from 'react';
import { type BattleCommand, type BattleState, type CombatRules, nothingToDecide, owingUnits } from '@marshal/battletech';
import { hiddenPhase } from './battle-model';

/** What a hot seat (one browser holding both sides) shows now: whose turn at the device, and whether to hand it over first. */
export interface HotSeat {
  /** The side whose secret choices are being made at the device, in a hidden phase; null otherwise. */
  readonly active: string | null;
  /** Show the "pass the device" screen before the active side's choices. */
  readonly curtain: boolean;
  readonly onReady: () => void;
  /** A side that had nothing to decide this phase and was passed for ("Side A had no attack to make"). */
  readonly passed: string | null;
  /** The active side has nothing to decide: its "no attack" is being sent, so no panel is shown for it. */
  readonly passing: boolean;
  /** The side whose "no attack" is being sent (hot seat or not), or null. */
  readonly passingSide: string | null;
}

/**
 * The side at this browser that passes by itself now: in a hot seat the side at the device; against the bot (or any
 * one seat whose opponent is not a person at this table) the person's own side — so a game against the bot passes a
 * phase with nothing to decide exactly as a hot seat does, instead of stopping on "No physical attack is possible".
 */
export function passCandidate(active: string | null, mine: readonly string[], hotSeat: boolean, soloAgainstBot: boolean): string | null {
  if (hotSeat) return active;
  return soloAgainstBot ? (mine[0] ?? null) : null;
}

/**
 * The side to act next at the device: the one already holding it when it still owes something (no hand-over needed),
 * else the first side that owes.
 */
export function nextAtDevice(owing: readonly string[], atDevice: string | null): string | null {
  return atDevice !== null && owing.includes(atDevice) ? atDevice : (owing[0] ?? null);
}

/** The commands that declare "no attack" for every unit a side still owes in this fire or physical phase. */
export function passCommands(s: BattleState, side: string): BattleCommand[] {
  return owingUnits(s, side).map((unit) => (s.phase === 'fire' ? { type: 'fire', unit, twist: 0, attacks: [] } : { type: 'physical', unit, attack: null }));
}

/**
 * At most one hand-over per side per phase: the device stays with the side that holds it while that side still owes
 * choices, and a side with nothing to decide (no shot, nothing adjacent) declares "no attack" without the device
 * changing hands. Against the bot (`soloAgainstBot`: this browser holds the one seat a person plays) the person's side
 * passes such a phase by itself too.
 */
export function useHotSeat(
  raw: BattleState | null,
  mine: readonly string[],
  hotSeat: boolean,
  rules: CombatRules | null,
  send: (c: BattleCommand) => Promise<boolean>,
  soloAgainstBot = false,
): HotSeat {
  const [atDevice, setAtDevice] = useState<string | null>(null);
  const [passed, setPassed] = useState<{ side: string; at: string } | null>(null);
  const passing = useRef('');
  const hidden = raw !== null && hiddenPhase(raw);
  const active = hotSeat && hidden ? nextAtDevice(mine, atDevice) : null;
  const candidate = hidden ? passCandidate(active, mine, hotSeat, soloAgainstBot) : null;
  const idle = candidate !== null && raw !== null && rules !== null && nothingToDecide(raw, candidate, rules);
  const phase = raw ? `${raw.round}/${raw.phase}` : '';
  const key = `${phase}/${candidate}`;
  useEffect(() => {
    if (!idle || !raw || !candidate || passing.current === key) return;
    passing.current = key;
    setPassed({ side: candidate, at: phase });
    void (async () => {
      for (const c of passCommands(raw, candidate)) if (!(await send(c))) return;
    })();
  }, [idle, raw, candidate, key, phase, send]);
  return {
    active,
    curtain: active !== null && !idle && atDevice !== active,
    onReady: () => setAtDevice(active),
    passed: passed?.at === phase ? passed.side : null,
    passing: idle,
    passingSide: idle ? candidate : null,
  };
}
