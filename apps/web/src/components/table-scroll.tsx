import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Which sides of a sideways-scrolling box hide content (none when it fits). */
interface Overflow {
  readonly scrolls: boolean;
  readonly left: boolean;
  readonly right: boolean;
}

const overflowOf = (el: HTMLElement): Overflow => {
  const scrolls = el.scrollWidth > el.clientWidth + 1;
  return { scrolls, left: scrolls && el.scrollLeft > 1, right: scrolls && el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
};

/**
 * A wide table (or anything wide) that scrolls sideways inside its own box instead of widening the page on a phone.
 * While it is too wide to show whole it says so above the table ("more columns: swipe or scroll sideways"), shades the
 * edge that hides columns, and is a named region in the tab order, so a keyboard can reach and scroll it (arrow keys)
 * and a screen reader announces what it holds; when it fits, it is a plain box (no hint, no landmark, no tab stop).
 * Name it for the table, not the section around it ("Unit table"), so the two landmarks are told apart.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState<Overflow>({ scrolls: false, left: false, right: false });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () =>
      setOver((was) => {
        const now = overflowOf(el);
        return now.scrolls === was.scrolls && now.left === was.left && now.right === was.right ? was : now;
      });
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', check);
    };
  }, []);
  return (
    <div className="table-scroll-frame" data-more-left={over.left || undefined} data-more-right={over.right || undefined}>
      {over.scrolls && (
        <p className="table-scroll-hint" aria-hidden="true">
          {t('tableScroll.hint')}
        </p>
      )}
      <div
        ref={box}
        className="table-scroll"
        {...(over.scrolls ? { role: 'region', 'aria-label': `${label} (${t('tableScroll.scrolls')})`, tabIndex: 0 } : {})}
      >
        {children}
      </div>
    </div>
  );
}
