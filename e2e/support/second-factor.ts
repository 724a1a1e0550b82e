import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { STEP_MS, stepAt, totpCode } from './totp';

/**
 * The demo admin is an owner, and owners must sign in with a second factor: the sign-in setup
 * enrols it once per server and keeps its secret and recovery codes beside the server's files
 * (artifacts/e2e/<database>/, emptied when the server starts), so every journey's sign-in can
 * answer the code step. Each code is accepted once (per 30-second step), and journeys sign in in
 * parallel, so the steps are handed out under a lock; when none is free without waiting long, a
 * recovery code is used instead.
 */
export type SecondFactor = { secret: string; recoveryCodes: string[]; lastStep: number };

/** The database of the project running the current test: sqlite or postgres. */
export const currentDatabase = () => test.info().project.name.replace(/-sign-in$/, '');

const directoryOf = (database: string) =>
  fileURLToPath(new URL(`../../artifacts/e2e/${database}/`, import.meta.url));
const fileOf = (database: string) => `${directoryOf(database)}demo-admin-second-factor.json`;

export function saveSecondFactor(database: string, secondFactor: SecondFactor): void {
  mkdirSync(directoryOf(database), { recursive: true });
  writeFileSync(fileOf(database), JSON.stringify(secondFactor, null, 2));
}

export function readSecondFactor(database: string): SecondFactor | null {
  const file = fileOf(database);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SecondFactor) : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withLock<T>(database: string, work: () => Promise<T>): Promise<T> {
  const lock = `${directoryOf(database)}second-factor.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(lock);
  }
}

/** Waiting longer than this for a fresh step, a recovery code is used instead. */
const LONGEST_WAIT_MS = 5_000;

/**
 * A code nobody has used: the current step or the next (the server accepts one step either
 * side), the previous one only early in the current step; else a recovery code, or a wait.
 */
export function nextAnswer(database: string): Promise<{ code: string } | { recoveryCode: string }> {
  return withLock(database, async () => {
    const secondFactor = readSecondFactor(database);
    if (!secondFactor) throw new Error(`The demo admin has no second factor on ${database}.`);
    const now = Date.now();
    const earliest = now % STEP_MS < STEP_MS * 0.6 ? stepAt(now) - 1 : stepAt(now);
    const step = Math.max(secondFactor.lastStep + 1, earliest);
    const waitMs = (step - 1) * STEP_MS + 500 - now;
    if (waitMs > LONGEST_WAIT_MS && secondFactor.recoveryCodes.length > 0) {
      const [recoveryCode, ...rest] = secondFactor.recoveryCodes;
      saveSecondFactor(database, { ...secondFactor, recoveryCodes: rest });
      return { recoveryCode: recoveryCode! };
    }
    if (waitMs > 0) await sleep(waitMs);
    saveSecondFactor(database, { ...secondFactor, lastStep: step });
    return { code: totpCode(secondFactor.secret, step) };
  });
}

/** Answers the code step of the login screen for the demo admin. */
export async function answerSecondFactor(page: Page, database = currentDatabase()) {
  const answer = await nextAnswer(database);
  if ('code' in answer) {
    await page.getByLabel('Authentication code').fill(answer.code);
  } else {
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(answer.recoveryCode);
  }
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Enrols the signed-in admin on the two-factor screen (already open) from the secret shown as
 * text; returns the secret, the recovery codes and the step of the confirming code.
 */
export async function enrolFromSecretText(page: Page): Promise<SecondFactor> {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByLabel('Secret key').innerText()).replace(/\s/g, '');
  const step = stepAt();
  await page.getByLabel('Authentication code').fill(totpCode(secret, step));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list).toBeVisible();
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { secret, recoveryCodes, lastStep: step };
}
