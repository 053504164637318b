import { useEffect, useState } from 'react';

interface DemoProgress {
  readonly state: 'off' | 'seeding' | 'ready' | 'failed';
  readonly done: number;
  readonly total: number;
}

const POLL_MS = 2000;

/**
 * "Demo content is being prepared (2 of 5)": shown under the header while `marshal serve --demo` still adds the demo
 * content in the background (GET /api/health `demo`), so an empty list is not mistaken for a broken page; before that,
 * while a server just started still opens its database (health `ready: false`, ADR 0047), it says so. It asks again
 * every 2 s until both are over, then goes away; with no demo or no server it shows nothing.
 */
export function DemoNotice() {
  const [demo, setDemo] = useState<DemoProgress | null>(null);
  const [starting, setStarting] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const ask = async () => {
      try {
        const res = await fetch('/api/health', { signal: controller.signal });
        const health = res.ok ? ((await res.json()) as { ready?: boolean; demo?: DemoProgress }) : {};
        const next = health.demo;
        setDemo(next ?? null);
        setStarting(health.ready === false);
        if (next?.state === 'seeding' || health.ready === false) timer = setTimeout(() => void ask(), POLL_MS);
      } catch {
        // offline or stopped: nothing to say about demo content
      }
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
  if (starting)
    return (
      <p className="demo-notice" role="status">
        The server has just started and is still opening its database: lists and games appear in a moment.
      </p>
    );
  if (demo?.state !== 'seeding') return null;
  return (
    <p className="demo-notice" role="status">
      Demo content is being prepared ({demo.done} of {demo.total} areas ready): reload a list in a moment to see it.
    </p>
  );
}
