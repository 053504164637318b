import type { Page } from 'playwright-core';

/** The Fire for Effect table in page pixels: a point in inches (y up from the bottom edge), for clicks and drags. */
export async function tablePoint(page: Page, x: number, y: number, size = 36): Promise<{ x: number; y: number }> {
  const box = (await page.getByRole('img', { name: `Battlefield ${size} by ${size} inches` }).boundingBox())!;
  return { x: box.x + (box.width * x) / size, y: box.y + box.height * (1 - y / size) };
}

/** Click the set-up table at a point in inches (scrolled into view first), as a person clicks where a base goes. */
export async function clickTable(page: Page, x: number, y: number, size = 36): Promise<void> {
  const svg = page.getByRole('img', { name: `Battlefield ${size} by ${size} inches` });
  const box = (await svg.boundingBox())!;
  await svg.click({ position: { x: (box.width * x) / size, y: box.height * (1 - y / size) } });
}
