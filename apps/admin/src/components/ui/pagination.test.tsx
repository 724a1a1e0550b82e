import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function pageNumbers() {
  return screen
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));
}

describe('Pagination', () => {
  it('is a labelled navigation landmark', () => {
    render(<Pagination currentPage={1} lastPage={3} onPageChange={() => {}} label="Users pages" />);
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toBeInTheDocument();
  });

  it('is hidden when there is only one page or none', () => {
    const { container, rerender } = render(
      <Pagination currentPage={1} lastPage={1} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination currentPage={1} lastPage={0} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a window of 10 page numbers around the current page', () => {
    render(<Pagination currentPage={15} lastPage={40} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('marks the current page', () => {
    render(<Pagination currentPage={2} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('disables Previous on page 1 and Next on the last page', () => {
    const { rerender } = render(
      <Pagination currentPage={1} lastPage={3} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination currentPage={3} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('names the previous-page button as asked', () => {
    render(
      <Pagination currentPage={2} lastPage={3} onPageChange={() => {}} previousLabel="Prev" />,
    );
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
  });

  it('asks for the previous, next and chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={4} lastPage={12} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation');
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 9' }));
    expect(onPageChange.mock.calls).toEqual([[3], [5], [9]]);
  });

  it('does not ask for the page already shown', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} lastPage={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('announces the page the admin points at or tabs to, never the current one', async () => {
    const user = userEvent.setup();
    const onPageIntent = vi.fn();
    render(
      <Pagination
        currentPage={1}
        lastPage={3}
        onPageChange={() => {}}
        onPageIntent={onPageIntent}
      />,
    );
    await user.hover(screen.getByRole('button', { name: 'Page 1' }));
    await user.hover(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageIntent).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('button', { name: 'Page 3' }));
    await user.hover(screen.getByRole('button', { name: 'Next' }));
    expect(onPageIntent.mock.calls).toEqual([[3], [2]]);
  });
});
