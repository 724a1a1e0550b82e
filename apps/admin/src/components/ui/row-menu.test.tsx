import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowMenu } from './row-menu';

describe('RowMenu', () => {
  it('names its trigger after the row', () => {
    render(<RowMenu rowName="Ada Lovelace" onEdit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Actions for Ada Lovelace' })).toBeInTheDocument();
  });

  it('offers only the allowed actions, in order, with custom items before Delete', async () => {
    const user = userEvent.setup();
    render(
      <RowMenu
        rowName="Ada"
        onDetails={() => {}}
        onDelete={() => {}}
        items={[{ label: 'Block', onSelect: () => {} }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Details', 'Block', 'Delete']);
  });

  it('calls the chosen action and closes', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<RowMenu rowName="Ada" onEdit={onEdit} onDelete={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('does not run a disabled item', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    render(
      <RowMenu rowName="Ada" items={[{ label: 'Approve', onSelect: onApprove, disabled: true }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    const approve = await screen.findByRole('menuitem', { name: 'Approve' });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    await user.click(approve);
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('is keyboard operable and Esc returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onDetails = vi.fn();
    render(<RowMenu rowName="Ada" onDetails={onDetails} onEdit={() => {}} />);
    screen.getByRole('button', { name: 'Actions for Ada' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The focused button may have been swapped for the menu's own: the focus went with it.
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Details' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onDetails).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Outside</p>
        <RowMenu rowName="Ada" onEdit={() => {}} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('renders nothing when no action is allowed', () => {
    const { container } = render(<RowMenu rowName="Ada" />);
    expect(container).toBeEmptyDOMElement();
  });
});
