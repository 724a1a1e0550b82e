import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type HarnessProps = Partial<Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>>;

function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete Remote</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        name="Remote"
        onConfirm={() => {}}
        {...props}
      />
    </>
  );
}

async function openDialog(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Delete Remote' });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog');
  return { user, opener, dialog };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('asks to delete the named record, says it cannot be undone and offers Delete', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Delete “Remote”?');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("names the record's kind and the delete's consequence when told them", async () => {
    const { dialog } = await openDialog({
      noun: 'the job',
      name: 'Senior Engineer',
      body: 'Its 14 applications are deleted too.',
    });
    expect(dialog).toHaveAccessibleName('Delete the job “Senior Engineer”?');
    expect(dialog).toHaveAccessibleDescription('Its 14 applications are deleted too.');
  });

  it('asks another question without the delete texts', async () => {
    const { dialog } = await openDialog({
      title: 'Sign out everywhere?',
      confirmLabel: 'Sign out',
    });
    expect(dialog).toHaveAccessibleName('Sign out everywhere?');
    expect(dialog).toHaveAccessibleDescription('');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('accepts another title and body', async () => {
    const { dialog } = await openDialog({
      title: 'Block Ada Lovelace?',
      body: 'She will no longer be able to sign in.',
    });
    expect(dialog).toHaveAccessibleName('Block Ada Lovelace?');
    expect(dialog).toHaveAccessibleDescription('She will no longer be able to sign in.');
  });

  it('starts on Cancel, and Cancel closes without confirming and returns focus', async () => {
    const onConfirm = vi.fn();
    const { user, opener } = await openDialog({ onConfirm });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with Esc', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('is busy while the action runs and closes when it succeeds', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Esc does not hide a running action's outcome.
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    action.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open and shows the error message when the action fails', async () => {
    const onConfirm = vi.fn(() =>
      Promise.reject(new Error('This category is used by 3 jobs and cannot be deleted.')),
    );
    const { user } = await openDialog({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This category is used by 3 jobs and cannot be deleted.',
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('shows a general message when the failure has none, and forgets it when reopened', async () => {
    const { user } = await openDialog({ onConfirm: () => Promise.reject('nope') });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The action could not be completed. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Remote' }));
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows an externally tracked pending state and error', async () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        name="Remote"
        onConfirm={() => {}}
        isPending
        error="Server said no."
      />,
    );
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Server said no.');
  });

  it('leaves closing to the caller when the action is synchronous', async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
