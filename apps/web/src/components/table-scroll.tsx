import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A wide table (or anything wide) that scrolls sideways inside its own box instead of widening the page on a phone.
 * While it is too wide to show whole it is a named region in the tab order, so a keyboard can reach and scroll it
 * (arrow keys) and a screen reader announces what it holds; when it fits, it is a plain box (no landmark, no tab stop).
 * Name it for the table, not the section around it ("Unit table"), so the two landmarks are told apart.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="table-scroll" {...(scrolls ? { role: 'region', 'aria-label': `${label} (scrolls sideways)`, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
