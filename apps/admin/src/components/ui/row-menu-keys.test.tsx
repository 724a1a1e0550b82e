import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowMenu } from './row-menu';
import { typeaheadMatch } from './row-menu-popup';

function renderMenu(onSelect = vi.fn()) {
  render(
    <>
      <RowMenu
        rowName="Ada"
        onDetails={() => {}}
        onEdit={() => {}}
        onDelete={onSelect}
        items={[
          { label: 'Block', onSelect: () => {} },
          { label: 'Download data', onSelect: () => {} },
        ]}
      />
      <button type="button">After the row</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Actions for Ada' });
}

const focusedItem = () => (document.activeElement as HTMLElement).textContent;

describe('RowMenu from the keyboard', () => {
  it('opens on the last item with ↑, wraps with the arrows, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    renderMenu().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menu', { name: 'Actions for Ada' })).toBeInTheDocument();
    expect(focusedItem()).toBe('Delete');
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Details');
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Delete');
    await user.keyboard('{Home}');
    expect(focusedItem()).toBe('Details');
    await user.keyboard('{End}');
    expect(focusedItem()).toBe('Delete');
  });

  it('moves to the item whose label starts with the letters typed', async () => {
    const user = userEvent.setup();
    renderMenu().focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('d');
    expect(focusedItem()).toBe('Download data');
    await user.keyboard('d');
    expect(focusedItem()).toBe('Delete');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.keyboard('bl');
    expect(focusedItem()).toBe('Block');
  });

  it('chooses with Space, handing the focus back to its button', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const button = renderMenu(onDelete);
    button.focus();
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab, which moves on from its button', async () => {
    const user = userEvent.setup();
    renderMenu().focus();
    await user.keyboard('{Enter}');
    expect(focusedItem()).toBe('Details');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After the row' })).toHaveFocus();
  });
});

describe('RowMenu with the pointer', () => {
  it('tells its state on its button and closes when the button is pressed again', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveFocus();
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens as the mouse presses, keeping the focus in the menu through the click', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    const menu = screen.getByRole('menu');
    expect(menu).toHaveFocus();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(screen.getByRole('menu')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Details');
  });

  it('highlights the item under the pointer', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu());
    await user.hover(screen.getByRole('menuitem', { name: 'Block' }));
    expect(focusedItem()).toBe('Block');
  });
});

describe('typeaheadMatch', () => {
  const labels = ['Details', 'Edit', 'Delete'];
  it('finds the next label starting with a letter, wrapping around', () => {
    expect(typeaheadMatch(labels, 'd', -1)).toBe(0);
    expect(typeaheadMatch(labels, 'd', 0)).toBe(2);
    expect(typeaheadMatch(labels, 'D', 2)).toBe(0);
  });
  it('keeps the current label while more letters still match it, and finds none for no match', () => {
    expect(typeaheadMatch(labels, 'de', 2)).toBe(2);
    expect(typeaheadMatch(labels, 'det', 2)).toBe(0);
    expect(typeaheadMatch(labels, 'x', 0)).toBe(-1);
    expect(typeaheadMatch(labels, 'dd', 0)).toBe(2);
  });
});
