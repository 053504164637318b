/**
 * A short beep through WebAudio (no sound files). Browsers only let a page make sound after a person touched it, so
 * `unlockSound()` is called from a button press; `beep()` before that stays silent.
 */
let context: AudioContext | null = null;

export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

/** Three short tones at 880 Hz. */
export function beep(times = 3): void {
  if (!context) return;
  const start = context.currentTime;
  for (let i = 0; i < times; i++) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = 'square';
    osc.frequency.value = 880;
    gain.gain.value = 0.2;
    osc.connect(gain).connect(context.destination);
    osc.start(start + i * 0.35);
    osc.stop(start + i * 0.35 + 0.2);
  }
}
