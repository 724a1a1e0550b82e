import type { BulkResult } from '@job-board/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToasts, toastOf } from '../../testing/toasts';
import { BulkDetailsDialog, notifyBulkResult } from './bulk-result';
import { Toasts } from './toasts';

afterEach(dismissToasts);

const NAMES: Record<number, string> = { 1: 'Ann Lee', 2: 'Bob Kahn', 3: 'Cy Young', 4: 'Di Ross' };

/** A screen that runs a bulk action answered by `result`, as the lists do. */
function BulkScreen({ result }: { result: BulkResult }) {
  const [details, setDetails] = useState<BulkResult | null>(null);
  return (
    <>
      <button type="button" onClick={() => notifyBulkResult(result, () => setDetails(result))}>
        Run
      </button>
      <Toasts />
      <BulkDetailsDialog
        result={details}
        onClose={() => setDetails(null)}
        nameOf={(id) => NAMES[id]}
      />
    </>
  );
}

async function run(result: BulkResult) {
  const user = userEvent.setup();
  render(<BulkScreen result={result} />);
  await user.click(screen.getByRole('button', { name: 'Run' }));
  return user;
}

/** What a section of the details dialog lists: each reason with the records it kept unchanged. */
function listed(section: HTMLElement) {
  return within(section)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => ({
      reason: heading.textContent,
      records: within(within(section).getByRole('list', { name: heading.textContent! }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    }));
}

describe('bulk results', () => {
  it('says only the summary when every record was changed', async () => {
    await run({
      done: 2,
      skipped: 0,
      refused: 0,
      items: [
        { id: 1, outcome: 'done' },
        { id: 2, outcome: 'done' },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^2 done, 0 skipped, 0 failed\.$/);
    expect(screen.queryByRole('button', { name: 'Show details' })).not.toBeInTheDocument();
  });

  it('shows the skipped records grouped by their reason', async () => {
    const user = await run({
      done: 1,
      skipped: 3,
      refused: 0,
      items: [
        { id: 1, outcome: 'skipped', reason: 'This user is already blocked.' },
        { id: 2, outcome: 'done' },
        { id: 3, outcome: 'skipped', reason: 'Changed meanwhile.' },
        { id: 4, outcome: 'skipped', reason: 'This user is already blocked.' },
      ],
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('1 done, 3 skipped, 0 failed.');
    await user.click(within(toast).getByRole('button', { name: 'Show details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Not changed' });
    expect(dialog).toHaveAccessibleDescription('1 done, 3 skipped, 0 failed.');
    expect(within(dialog).queryByRole('region', { name: 'Failed' })).not.toBeInTheDocument();
    expect(listed(within(dialog).getByRole('region', { name: 'Skipped' }))).toEqual([
      { reason: 'This user is already blocked.', records: ['Ann Lee', 'Di Ross'] },
      { reason: 'Changed meanwhile.', records: ['Cy Young'] },
    ]);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the failures first, then the skipped, naming unknown records by id', async () => {
    const user = await run({
      done: 0,
      skipped: 1,
      refused: 2,
      items: [
        { id: 2, outcome: 'skipped', reason: 'This user is already blocked.' },
        { id: 3, outcome: 'refused', reason: 'No user has this id.' },
        { id: 99, outcome: 'refused', reason: 'No user has this id.' },
      ],
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('0 done, 1 skipped, 2 failed.');
    await user.click(within(toast).getByRole('button', { name: 'Show details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Not changed' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Failed', 'Skipped']);
    expect(listed(within(dialog).getByRole('region', { name: 'Failed' }))).toEqual([
      { reason: 'No user has this id.', records: ['Cy Young', '#99'] },
    ]);
    expect(listed(within(dialog).getByRole('region', { name: 'Skipped' }))).toEqual([
      { reason: 'This user is already blocked.', records: ['Bob Kahn'] },
    ]);
  });

  it('keeps a toast with details until it is closed; a plain summary goes after 5000 ms', async () => {
    await run({
      done: 0,
      skipped: 1,
      refused: 0,
      items: [{ id: 1, outcome: 'skipped', reason: 'This user is already blocked.' }],
    });
    await screen.findByRole('alert');
    expect(toastOf('0 done, 1 skipped, 0 failed.').duration).toBe('');
    act(() => {
      notifyBulkResult({ done: 1, skipped: 0, refused: 0, items: [] }, () => {});
    });
    await screen.findByText('1 done, 0 skipped, 0 failed.');
    expect(toastOf('1 done, 0 skipped, 0 failed.').duration).toBe('5000ms');
  });
});
