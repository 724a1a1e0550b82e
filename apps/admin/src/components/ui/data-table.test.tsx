import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

type Job = {
  id: number;
  title: string;
  country: string | null;
  remote: boolean | null;
  logo: string | null;
  status: string;
};

const JOBS: Job[] = [
  {
    id: 1,
    title: 'Senior Backend Engineer (Payments)',
    country: 'Kenya',
    remote: true,
    logo: 'https://cdn.example.com/acme.png',
    status: 'active',
  },
  { id: 2, title: 'Designer', country: null, remote: false, logo: null, status: 'paused' },
  { id: 3, title: 'Tester', country: '', remote: null, logo: null, status: 'active' },
];

const COLUMNS: Column<Job>[] = [
  {
    id: 'logo',
    header: 'Logo',
    kind: 'image',
    src: (job) => job.logo,
    alt: (job) => `${job.title} logo`,
  },
  { id: 'title', header: 'Title', value: (job) => job.title },
  { id: 'country', header: 'Country', value: (job) => job.country },
  { id: 'remote', header: 'Remote', kind: 'boolean', value: (job) => job.remote },
  {
    id: 'status',
    header: 'Status',
    value: (job) => job.status,
    render: (job) => <strong>{job.status.toUpperCase()}</strong>,
  },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Job>>[0]> = {}) {
  return render(
    <DataTable<Job>
      label="Jobs"
      columns={COLUMNS}
      rows={JOBS}
      rowKey={(job) => job.id}
      rowLabel={(job) => job.title}
      {...props}
    />,
  );
}

function rowOf(text: string) {
  const cell = screen.getAllByRole('cell').find((c) => c.textContent?.includes(text));
  if (!cell) throw new Error(`No row with "${text}"`);
  return cell.closest('tr') as HTMLTableRowElement;
}

describe('DataTable', () => {
  it('is a table named by its label, with a header per column', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Jobs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Logo', 'Title', 'Country', 'Remote', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('is a named region in the Tab order only while it is wider than its frame', () => {
    const widths = vi
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('overflow-x-auto') ? 900 : 0;
      });
    const frame = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const { unmount } = renderTable();
    const region = screen.getByRole('region', { name: 'Jobs' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Jobs' })).toBeInTheDocument();
    unmount();

    frame.mockReturnValue(1200);
    renderTable();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Jobs' }).parentElement).not.toHaveAttribute(
      'tabindex',
    );
    widths.mockRestore();
    frame.mockRestore();
  });

  it('lets text take the column\'s room, ending in "…" by CSS, with the full text in its tooltip', () => {
    renderTable();
    const long = screen.getByTitle('Senior Backend Engineer (Payments)');
    // The whole text is in the page (for screen readers and copying); CSS ends it with "…".
    expect(long).toHaveTextContent(/^Senior Backend Engineer \(Payments\)$/);
    expect(long).toHaveClass('truncate');
    // The column is sized by a copy of the text drawn by CSS, which is not in the page's text.
    expect(long.parentElement).toHaveAttribute('data-text', 'Senior Backend Engineer (Payments)');
    expect(
      screen.getByRole('cell', { name: 'Senior Backend Engineer (Payments)' }),
    ).toBeInTheDocument();
  });

  it('shows "N/A" for null, undefined and empty values', () => {
    renderTable();
    expect(within(rowOf('Designer')).getAllByRole('cell')[2]).toHaveTextContent('N/A');
    const tester = within(rowOf('Tester')).getAllByRole('cell');
    expect(tester[2]).toHaveTextContent('N/A');
    expect(tester[3]).toHaveTextContent('N/A');
  });

  it('uses the custom renderer for non-empty values', () => {
    renderTable();
    expect(within(rowOf('Designer')).getByText('PAUSED').tagName).toBe('STRONG');
  });

  it('shows booleans as the words Yes and No under their header, not as checkboxes', () => {
    renderTable();
    const remoteOf = (title: string) => within(rowOf(title)).getAllByRole('cell')[3];
    expect(remoteOf('Senior Backend Engineer (Payments)')).toHaveTextContent(/^Yes$/);
    expect(remoteOf('Designer')).toHaveTextContent(/^No$/);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows images with alt text and a placeholder when there is none', () => {
    renderTable();
    expect(
      screen.getByRole('img', { name: 'Senior Backend Engineer (Payments) logo' }),
    ).toHaveAttribute('src', 'https://cdn.example.com/acme.png');
    const placeholder = screen.getByRole('img', { name: 'Designer logo' });
    expect(placeholder.tagName).toBe('SPAN');
  });

  it('falls back to the fallback image when an image is missing or fails to load', async () => {
    renderTable({
      columns: [
        {
          id: 'logo',
          header: 'Logo',
          kind: 'image',
          src: (job) => job.logo,
          alt: (job) => `${job.title} logo`,
          fallbackSrc: '/img/sample-profile.jpg',
        },
      ],
    });
    expect(screen.getByRole('img', { name: 'Designer logo' })).toHaveAttribute(
      'src',
      '/img/sample-profile.jpg',
    );
    const logo = screen.getByRole('img', { name: 'Senior Backend Engineer (Payments) logo' });
    fireEvent.error(logo);
    expect(
      screen.getByRole('img', { name: 'Senior Backend Engineer (Payments) logo' }),
    ).toHaveAttribute('src', '/img/sample-profile.jpg');
  });

  describe('actions', () => {
    it('adds an Actions column with a menu per row offering only the allowed items', async () => {
      const user = userEvent.setup();
      const onEdit = vi.fn();
      const onDelete = vi.fn();
      renderTable({
        actions: { onEdit, onDelete, canDelete: (job) => job.id !== 1 },
      });
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();

      await user.click(
        screen.getByRole('button', { name: 'Actions for Senior Backend Engineer (Payments)' }),
      );
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual(['Edit']);
      await user.click(items[0]!);
      expect(onEdit).toHaveBeenCalledWith(JOBS[0]);

      await user.click(screen.getByRole('button', { name: 'Actions for Designer' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      expect(onDelete).toHaveBeenCalledWith(JOBS[1]);
    });

    it('offers custom items per row', async () => {
      const user = userEvent.setup();
      const toggle = vi.fn();
      renderTable({
        actions: {
          extraItems: (job) => [
            { label: job.remote ? 'Block' : 'Unblock', onSelect: () => toggle(job.id) },
          ],
        },
      });
      await user.click(screen.getByRole('button', { name: 'Actions for Designer' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
      expect(toggle).toHaveBeenCalledWith(2);
    });

    it('keeps only one row menu open at a time', async () => {
      const user = userEvent.setup();
      renderTable({ actions: { onEdit: () => {}, onDetails: () => {} } });
      await user.click(screen.getByRole('button', { name: 'Actions for Designer' }));
      expect(await screen.findAllByRole('menu')).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Actions for Tester' }));
      await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
      expect(screen.getByRole('button', { name: 'Actions for Tester' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(screen.getByRole('button', { name: 'Actions for Designer' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it('closes the open menu with Esc', async () => {
      const user = userEvent.setup();
      renderTable({ actions: { onEdit: () => {} } });
      await user.click(screen.getByRole('button', { name: 'Actions for Designer' }));
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });
  });

  describe('states', () => {
    it('shows skeleton rows and announces loading', () => {
      renderTable({ rows: undefined, isLoading: true, skeletonRows: 3 });
      const table = screen.getByRole('table', { name: 'Jobs' });
      expect(table).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Loading Jobs…');
      // Header row + 3 hidden skeleton rows + the status row.
      expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
      expect(screen.queryByRole('cell', { name: 'Designer' })).not.toBeInTheDocument();
    });

    it('shows the error message with a Retry button', async () => {
      const user = userEvent.setup();
      const onRetry = vi.fn();
      renderTable({ rows: undefined, error: 'The server is unavailable.', onRetry });
      expect(screen.getByRole('alert')).toHaveTextContent('The server is unavailable.');
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('shows the empty message, or a default one', () => {
      const { unmount } = renderTable({ rows: [], emptyMessage: 'No jobs yet.' });
      expect(screen.getByText('No jobs yet.')).toBeInTheDocument();
      unmount();
      renderTable({ rows: [] });
      expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
    });

    it('is named by its label, whether the caption is shown or not', () => {
      const { unmount } = renderTable({ showCaption: true });
      expect(screen.getByRole('table', { name: 'Jobs' })).toBeInTheDocument();
      unmount();
      renderTable({ showCaption: false });
      expect(screen.getByRole('table', { name: 'Jobs' })).toBeInTheDocument();
    });
  });

  describe('phone layout', () => {
    const withSecondary = COLUMNS.map((column) =>
      column.id === 'country' || column.id === 'remote'
        ? { ...column, priority: 'secondary' as const }
        : column,
    );

    it('opens a row to show its secondary columns as a list of name and value', async () => {
      const user = userEvent.setup();
      renderTable({ columns: withSecondary });
      const toggle = screen.getByRole('button', {
        name: 'More about Senior Backend Engineer (Payments)',
      });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('term')).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(details).not.toBeNull();
      const terms = within(details!).getAllByRole('term');
      expect(terms.map((term) => term.textContent)).toEqual(['Country', 'Remote']);
      const values = within(details!).getAllByRole('definition');
      expect(values[0]).toHaveTextContent('Kenya');
      // Only the opened row shows its details.
      expect(screen.getAllByRole('term')).toHaveLength(2);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('term')).not.toBeInTheDocument();
    });

    it('adds no toggle when every column is primary', () => {
      renderTable();
      expect(screen.queryByRole('button', { name: /^More about/ })).not.toBeInTheDocument();
      expect(screen.getAllByRole('columnheader')).toHaveLength(COLUMNS.length);
    });
  });

  describe('opening a row', () => {
    it('opens the record on a click anywhere outside the row’s controls', async () => {
      const onDetails = vi.fn();
      const onToggle = vi.fn();
      const user = userEvent.setup();
      renderTable({
        actions: { onDetails },
        selection: {
          isSelected: () => false,
          onToggle,
          onTogglePage: () => {},
          pageLabel: 'Select all jobs on this page',
        },
      });
      await user.click(within(rowOf('Designer')).getByText('Designer'));
      expect(onDetails).toHaveBeenCalledWith(JOBS[1]);

      await user.click(screen.getByRole('checkbox', { name: 'Select Designer' }));
      expect(onToggle).toHaveBeenCalledWith(2, true);
      await user.click(screen.getByRole('button', { name: 'Actions for Designer' }));
      expect(onDetails).toHaveBeenCalledTimes(1);
    });

    it('opens the record with Enter on the focused row', async () => {
      const onDetails = vi.fn();
      const user = userEvent.setup();
      renderTable({ actions: { onDetails } });
      const row = rowOf('Tester');
      row.focus();
      expect(row).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onDetails).toHaveBeenCalledWith(JOBS[2]);
    });

    it('leaves rows without details alone', async () => {
      const onDetails = vi.fn();
      const user = userEvent.setup();
      renderTable({ actions: { onDetails, canViewDetails: (job) => job.id !== 1 } });
      const row = rowOf('Kenya');
      expect(row).not.toHaveAttribute('tabindex');
      await user.click(within(row).getByText('Kenya'));
      expect(onDetails).not.toHaveBeenCalled();
    });
  });
});
