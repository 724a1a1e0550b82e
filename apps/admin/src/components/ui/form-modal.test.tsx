import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from './form-modal';

const renderModal = (props: Partial<Parameters<typeof FormModal>[0]> = {}) => {
  const onOpenChange = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <FormModal
      open
      onOpenChange={onOpenChange}
      title="Add New Skill"
      submitLabel="Save"
      isPending={false}
      onSubmit={onSubmit}
      {...props}
    >
      <input aria-label="Name" />
    </FormModal>,
  );
  return { onOpenChange, onSubmit };
};

describe('FormModal', () => {
  it('submits its form from the footer button and closes on Cancel', async () => {
    const { onOpenChange, onSubmit } = renderModal({ notice: 'Skill created.', error: 'Nope.' });
    expect(screen.getByRole('dialog', { name: 'Add New Skill' })).toBeInTheDocument();
    expect(screen.getByText('Skill created.')).toBeInTheDocument();
    expect(screen.getByText('Nope.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers "Save and add another" when asked, then goes back to the first field', async () => {
    const user = userEvent.setup();
    const onAddAnother = vi.fn(async () => true);
    const { onSubmit } = renderModal({ onAddAnother });
    await user.click(screen.getByRole('button', { name: 'Save and add another' }));
    expect(onAddAnother).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('stays on "Save and add another" when the save did not happen', async () => {
    const user = userEvent.setup();
    renderModal({ onAddAnother: async () => false });
    const addAnother = screen.getByRole('button', { name: 'Save and add another' });
    await user.click(addAnother);
    expect(addAnother).toHaveFocus();
  });

  it('offers no "Save and add another" unless asked', () => {
    renderModal();
    expect(screen.queryByRole('button', { name: 'Save and add another' })).not.toBeInTheDocument();
  });

  it('cannot be submitted again or closed while saving', async () => {
    const { onOpenChange } = renderModal({
      isPending: true,
      submitLabel: 'Saving...',
      onAddAnother: async () => true,
    });
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save and add another' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('asks before closing with unsaved changes: Cancel keeps it open, Discard closes it', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderModal({ isDirty: true });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add New Skill' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
