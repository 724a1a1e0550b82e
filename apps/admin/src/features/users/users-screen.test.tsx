import { USER_MESSAGES, type UserListItem } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockFetch, type MockRequest } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { BLOCK_TOAST_MS } from './messages';

// The screen loads lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function userRow(id: number, overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id,
    profile_picture: `https://cdn.example.com/u${id}.jpg`,
    full_name: `User Number${id}`,
    first_name: 'User',
    last_name: `Number${id}`,
    email: `user${id}@example.com`,
    profession: 'Engineer',
    blocked: false,
    created_at: '2024-03-0' + String((id % 9) + 1) + 'T10:00:00.000Z',
    ...overrides,
  };
}

const grace = userRow(1, {
  full_name: 'Grace Hopper',
  first_name: 'Grace',
  profile_picture: null,
  profession: null,
});
const alan = userRow(2, { full_name: 'Alan Turing', first_name: 'Alan', blocked: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UsersScreen', () => {
  it('shows the header and the users with their picture, names, email, profession and blocked state', async () => {
    mockFetch({ 'users.list': { body: pagedBody([grace, alan]) } });
    renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Users registered on the platform.')).toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(table).getByText('user1@example.com')).toBeInTheDocument();
    // A missing picture falls back to the sample profile image.
    expect(within(table).getByAltText('Profile picture of Grace Hopper')).toHaveAttribute(
      'src',
      '/img/sample-profile.jpg',
    );
    // The state is a badge in words: "Blocked" or "Active".
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(rowOf('Grace Hopper')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Alan Turing')).getByText('Blocked')).toBeInTheDocument();
    // The registration date is a column the admin may choose; it is not shown at first.
    expect(within(table).queryByRole('columnheader', { name: /^Registered/ })).toBeNull();
    // An empty profession shows "N/A".
    expect(within(table).getByText('N/A')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Users - /));
  });

  it('offers Block or Unblock, and Delete, in the row menu', async () => {
    mockFetch({ 'users.list': { body: pagedBody([grace, alan]) } });
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Block',
      'Delete',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Alan Turing' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Unblock',
      'Delete',
    ]);
  });

  it("blocks a user after confirmation, shows the server's message for 1.5 seconds and reloads the list", async () => {
    const success = vi.spyOn(toast, 'success');
    let blocked = false;
    const server = mockFetch({
      'users.list': () => ({ body: pagedBody([{ ...grace, blocked }]) }),
      'users.block': () => {
        blocked = true;
        return { body: { result: true, message: USER_MESSAGES.blocked, data: null } };
      },
    });
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    // Nothing is sent until the admin confirms.
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Grace Hopper?' });
    expect(server.callsTo('users.block')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText(USER_MESSAGES.blocked)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(
      USER_MESSAGES.blocked,
      expect.objectContaining({ autoClose: BLOCK_TOAST_MS }),
    );
    expect(server.callsTo('users.block')[0]?.path).toBe('/api/user/block/1');
    await waitFor(() => expect(server.callsTo('users.list')).toHaveLength(2));
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByText('Blocked')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Grace Hopper' }));
    expect(await screen.findByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('unblocks a user with the unblock call', async () => {
    const server = mockFetch({
      'users.list': { body: pagedBody([alan]) },
      'users.unblock': {
        body: { result: true, message: USER_MESSAGES.unblocked, data: null },
      },
    });
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Actions for Alan Turing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unblock Alan Turing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unblock' }));

    expect(await screen.findByText(USER_MESSAGES.unblocked)).toBeInTheDocument();
    expect(server.callsTo('users.unblock')[0]?.path).toBe('/api/user/unblock/2');
    expect(server.callsTo('users.block')).toHaveLength(0);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const server = mockFetch({ 'users.list': { body: pagedBody([grace]) } });
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Grace Hopper?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.callsTo('users.block')).toHaveLength(0);
  });

  it('disables the action while the call runs', async () => {
    const answer = deferred();
    mockFetch({
      'users.list': { body: pagedBody([grace]) },
      'users.block': async () => {
        await answer.promise;
        return { body: { result: true, message: USER_MESSAGES.blocked, data: null } };
      },
    });
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Grace Hopper?' });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Block' })).toBeDisabled(),
    );
    answer.resolve();
    expect(await screen.findByText(USER_MESSAGES.blocked)).toBeInTheDocument();
  });

  it("shows the server's message when blocking fails, and no success toast", async () => {
    const success = vi.spyOn(toast, 'success');
    mockFetch({
      'users.list': { body: pagedBody([grace]) },
      'users.block': {
        status: 409,
        body: { result: false, message: USER_MESSAGES.alreadyBlocked },
      },
    });
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Grace Hopper?' });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));

    expect(await within(confirm).findByText(USER_MESSAGES.alreadyBlocked)).toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });

  it('reads page, search and sort from the URL and sends them', async () => {
    const server = mockFetch({ 'users.list': { body: pagedBody([grace], 2, 3) } });
    renderApp('/users?page=2&s=grace&sort=-first_name');

    await screen.findByText('Grace Hopper');
    const query = server.callsTo('users.list')[0]?.query;
    expect(query?.get('page')).toBe('2');
    expect(query?.get('s')).toBe('grace');
    expect(query?.get('sort')).toBe('-first_name');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('grace');
    expect(screen.getByRole('combobox', { name: 'Sort users' })).toHaveValue('-first_name');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps search, sort and page in the URL; a new search or sort goes back to page 1', async () => {
    const server = mockFetch({
      'users.list': ({ query }: MockRequest) => ({
        body: pagedBody([grace], Number(query.get('page') ?? 1), 3),
      }),
    });
    const { user, location } = renderApp('/users');

    await screen.findByText('Grace Hopper');
    expect(server.callsTo('users.list')[0]?.query.get('sort')).toBe('first_name');
    expect(screen.getByRole('combobox', { name: 'Sort users' })).toHaveDisplayValue('Name: A - Z');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/users?page=3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort users' }), 'Name: Z - A');
    expect(location()).toBe('/users?sort=-first_name');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'hop{Enter}');
    expect(location()).toBe('/users?sort=-first_name&s=hop');
    await waitFor(() =>
      expect(server.calls.at(-1)?.query.toString()).toBe('page=1&s=hop&sort=-first_name'),
    );
  });

  it('hides the pagination when there is one page', async () => {
    mockFetch({ 'users.list': { body: pagedBody([grace], 1, 1) } });
    renderApp('/users');
    await screen.findByText('Grace Hopper');
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).not.toBeInTheDocument();
  });

  it('says when no user matches the search', async () => {
    mockFetch({ 'users.list': { body: pagedBody([]) } });
    renderApp('/users?s=nobody');
    expect(await screen.findByText('No users match "nobody".')).toBeInTheDocument();
  });

  it("shows a load failure with the server's message and retries", async () => {
    const server = mockFetch({
      'users.list': {
        status: 500,
        body: { result: false, message: 'Something went wrong.' },
      },
    });
    const { user } = renderApp('/users');

    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    server.on('users.list', { body: pagedBody([grace]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
  });

  it('loads a page when its button is pointed at, and shows it on the click without asking again', async () => {
    const server = mockFetch({
      'users.list': ({ query }: MockRequest) => {
        const page = Number(query.get('page') ?? 1);
        return { body: pagedBody([page === 1 ? grace : alan], page, 3) };
      },
    });
    const { user, location } = renderApp('/users');
    await screen.findByText('Grace Hopper');
    const pagesAsked = () => server.callsTo('users.list').map((call) => call.query.get('page'));
    expect(pagesAsked()).toEqual(['1']);

    await user.hover(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pagesAsked()).toEqual(['1', '2']));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Alan Turing')).toBeInTheDocument();
    expect(location()).toBe('/users?page=2');
    expect(pagesAsked()).toEqual(['1', '2']);
  });
});
