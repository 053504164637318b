import type { Locator, Page } from 'playwright-core';

/** The phone width the browser tests check pages at. */
export const PHONE = 390;
/** The page's own function, called inside `evaluate` (this file is type-checked without the DOM library). */
declare const getComputedStyle: (el: unknown, pseudo?: string) => { readonly content: string; readonly overflowX: string };

/** Nothing inside `region` is wider than its box (no hidden columns), and nothing reaches past the phone's right edge. */
export async function fitsAcross(region: Locator): Promise<string[]> {
  return region.evaluate((root, width) => {
    const wide: string[] = [];
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1) continue; // nothing to see: a visually hidden heading row
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') wide.push(`${el.tagName}.${el.className} scrolls`);
      if (r.right > width + 1) wide.push(`${el.tagName}.${el.className} ends at ${Math.round(r.right)}`);
    }
    return wide;
  }, PHONE);
}

/** The page's whole width (more than the phone's: something sticks out sideways). */
export const pageWidth = async (page: Page): Promise<number> => Number(await page.evaluate('document.documentElement.scrollWidth'));
