import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RowMenu } from './row-menu';

/**
 * The row menu's code loads when its button is first pressed (this file starts with it not
 * loaded). If it arrives while the button is held down, the button under the pointer stays in
 * place until the click, which then opens the menu, and the menu stays open.
 */
describe('RowMenu pressed before its menu has loaded', () => {
  it('keeps the pressed button until the click, then opens the menu and keeps it open', async () => {
    const user = userEvent.setup();
    render(<RowMenu rowName="Ada" onEdit={() => {}} onDelete={() => {}} />);
    const pressed = screen.getByRole('button', { name: 'Actions for Ada' });

    await user.pointer({ keys: '[MouseLeft>]', target: pressed });
    // The press started the download; let it finish while the button is still held.
    await act(async () => {
      await import('./row-menu-popup');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).toBe(pressed);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: pressed });
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
