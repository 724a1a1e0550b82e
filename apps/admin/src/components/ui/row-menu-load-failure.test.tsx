import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MENU_LOAD_FAILED } from '../../lib/load-on-intent';
import { RowMenu } from './row-menu';

const download = vi.hoisted(() => ({ fails: true }));

// The menu's code, as the browser downloads it: offline until the test says otherwise.
vi.mock('./row-menu-popup', async (importOriginal) => {
  if (download.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

/**
 * A row menu whose code cannot be downloaded: the click says so on the button, instead of doing
 * nothing, and the menu does not pop open later when a pointer passing by loads it.
 */
describe('RowMenu whose code fails to download', () => {
  it('says so on its button, withdraws the request, and opens on a click once it loads', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <RowMenu rowName="Ada" onEdit={() => {}} open={false} onOpenChange={onOpenChange} />,
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    await settle();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    const failed = screen.getByRole('button', { name: `Actions for Ada. ${MENU_LOAD_FAILED}` });
    expect(failed).toHaveAttribute('title', MENU_LOAD_FAILED);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // Back online: pointing at the button loads the menu, which stays closed until clicked.
    download.fails = false;
    await user.unhover(failed);
    await user.hover(failed);
    await act(async () => {
      await import('./row-menu-popup');
    });
    await settle();
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).not.toHaveAttribute('title');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    onOpenChange.mockClear();
    await user.click(screen.getByRole('button', { name: /^Actions for Ada/ }));
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(true));
    rerender(<RowMenu rowName="Ada" onEdit={() => {}} open onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeVisible();
  });
});
