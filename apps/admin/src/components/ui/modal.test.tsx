import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

function ModalHarness({ closeOnOutsidePress }: { closeOnOutsidePress?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>+ Add New Category</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="New Category"
        description="Categories group the jobs."
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
        closeOnOutsidePress={closeOnOutsidePress}
      >
        <label>
          Name
          <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal(closeOnOutsidePress?: boolean) {
  const user = userEvent.setup();
  render(<ModalHarness closeOnOutsidePress={closeOnOutsidePress} />);
  const opener = screen.getByRole('button', { name: '+ Add New Category' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'New Category' });
  return { user, opener, dialog };
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAccessibleDescription('Categories group the jobs.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('moves focus inside and keeps it there', async () => {
    const { user, dialog } = await openModal();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const seen = new Set<Element | null>();
    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      // Focus guards at the edges hand focus straight back to the first or last control.
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      seen.add(document.activeElement);
    }
    // Name input, Save and Close: Tab cycles through all three and never leaves.
    expect(seen.size).toBe(3);
  });

  it('closes with Esc and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the close button', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('stays open on a click outside unless asked otherwise', async () => {
    const { user } = await openModal();
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can close on a click outside', async () => {
    const { user } = await openModal(true);
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renders nothing while closed', () => {
    render(<ModalHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
