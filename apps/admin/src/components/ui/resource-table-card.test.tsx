import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import type { QueryStateSource } from './query-state';
import { ResourceTableCard } from './resource-table-card';

type Skill = { id: number; name: string };
const skills: Skill[] = [
  { id: 1, name: 'TypeScript' },
  { id: 2, name: 'SQL' },
];

const loaded: QueryStateSource<unknown> = {
  data: skills,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
};

function renderCard(props: Partial<ComponentProps<typeof ResourceTableCard<Skill>>> = {}) {
  const handlers = {
    onAdd: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(async () => ({ message: 'Skill deleted successfully.' })),
    onPageChange: vi.fn(),
  };
  const rendered = renderWithProviders(
    <ResourceTableCard<Skill>
      title="Skills"
      addLabel="+ Add New Skill"
      onAdd={handlers.onAdd}
      columns={[{ id: 'name', header: 'Name', value: (skill) => skill.name }]}
      rows={skills}
      rowKey={(skill) => skill.id}
      rowLabel={(skill) => skill.name}
      query={loaded}
      loadFailed="Could not load the skills."
      emptyMessage="No skills yet."
      onEdit={handlers.onEdit}
      onDelete={handlers.onDelete}
      page={{ currentPage: 1, lastPage: 1, onPageChange: handlers.onPageChange }}
      pagesLabel="Skills pages"
      {...props}
    />,
  );
  return { ...rendered, ...handlers };
}

const openRowMenu = async (user: ReturnType<typeof renderCard>['user'], name: string) =>
  user.click(screen.getByRole('button', { name: `Actions for ${name}` }));

describe('ResourceTableCard', () => {
  it('shows its rows in a region named by its heading, and opens the create form', async () => {
    const { user, onAdd } = renderCard({ toolbar: <input aria-label="Search skills" /> });

    const region = screen.getByRole('region', { name: 'Skills' });
    const table = within(region).getByRole('table', { name: 'Skills' });
    expect(within(table).getByText('TypeScript')).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Search skills' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: '+ Add New Skill' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('opens the edit form for the row chosen', async () => {
    const { user, onEdit } = renderCard();
    await openRowMenu(user, 'SQL');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(skills[1]);
  });

  it('shows a busy table while the list loads', () => {
    renderCard({ query: { ...loaded, data: undefined, isPending: true }, rows: undefined });
    expect(screen.getByRole('table', { name: 'Skills' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Skills…');
  });

  it('says when the list is empty', () => {
    renderCard({ rows: [] });
    expect(screen.getByText('No skills yet.')).toBeInTheDocument();
  });

  it('shows a load failure, its own words when it has none, and retries', async () => {
    const refetch = vi.fn();
    const { user } = renderCard({
      query: { ...loaded, data: undefined, isError: true, error: {}, refetch },
      rows: undefined,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the skills.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("deletes a row once confirmed and shows the server's message", async () => {
    const { user, onDelete } = renderCard();
    await openRowMenu(user, 'SQL');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete “SQL”?');
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(skills[1]);
    expect(await screen.findByText('Skill deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the confirmation open with the refusal when the delete fails', async () => {
    const refusal = 'This skill is used by 2 jobs.';
    const { user } = renderCard({ onDelete: () => Promise.reject(new Error(refusal)) });
    await openRowMenu(user, 'TypeScript');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('shows its pages when there are several, and moves between them', async () => {
    const onPageChange = vi.fn();
    const { user } = renderCard({ page: { currentPage: 1, lastPage: 2, onPageChange } });
    const pages = screen.getByRole('navigation', { name: 'Skills pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
