import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RowMenu } from './row-menu';

function ListRow() {
  const [open, setOpen] = useState(false);
  return <RowMenu rowName="Ada" onEdit={() => {}} open={open} onOpenChange={setOpen} />;
}

/**
 * The row menu's code loads when the pointer reaches its button (this file starts with it not
 * loaded). The button under the pointer stays in place until a click asks for the menu, so the
 * click lands on the button the pointer is on, and the menu opens.
 */
describe('RowMenu whose menu loads while the pointer rests on its button', () => {
  it('keeps that button until the click, which opens the menu', async () => {
    const user = userEvent.setup();
    render(<ListRow />);
    const button = screen.getByRole('button', { name: 'Actions for Ada' });

    await user.hover(button);
    await act(async () => {
      await import('./row-menu-popup');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).toBe(button);

    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeVisible();
  });
});
