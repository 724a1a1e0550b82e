import { expect, type Locator, type Page } from '@playwright/test';

/** The toast reading `text` (each toast is an alert, read out as it appears). */
export const toastReading = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast covers none of `controls` (all on screen). */
export async function expectToastClearOf(toast: Locator, controls: Record<string, Locator>) {
  const toastBox = await toast.boundingBox();
  expect(toastBox, 'the toast is on screen').not.toBeNull();
  for (const [name, control] of Object.entries(controls)) {
    const box = await control.boundingBox();
    expect(box, `${name} is on screen`).not.toBeNull();
    expect(overlap(toastBox!, box!), `the toast covers ${name}`).toBe(false);
  }
}
