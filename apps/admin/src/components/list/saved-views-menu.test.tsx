import { SAVED_VIEW_MESSAGES, type SavedView } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-app';
import { dismissToasts } from '../../testing/toasts';
import { SAVED_VIEWS_TEXT as TEXT, SavedViewsMenu } from './saved-views-menu';
import { useOpenWithDefaultView } from './use-saved-views';

afterEach(() => dismissToasts());

const view = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: 1,
  list: 'users',
  name: 'Blocked',
  state: 'blocked=yes',
  shared: false,
  is_default: false,
  mine: true,
  author_name: 'Ada Admin',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const MINE = view({ is_default: true });
const MINE_SHARED = view({ id: 2, name: 'Newest', state: 'sort=-created_at', shared: true });
const THEIRS = view({
  id: 3,
  name: 'Team picks',
  state: 'blocked=no',
  shared: true,
  mine: false,
  author_name: 'Bea Boss',
});

function renderMenu(routes: MockRoutes = {}, currentState = '?blocked=yes&page=2') {
  const server = mockFetch({
    'savedViews.list': { body: { data: [MINE, MINE_SHARED, THEIRS] } },
    ...routes,
  });
  const onApply = vi.fn();
  const rendered = renderWithProviders(
    <SavedViewsMenu list="users" currentState={currentState} onApply={onApply} />,
  );
  return { ...rendered, server, onApply };
}

async function openMenu(user: ReturnType<typeof renderMenu>['user']) {
  await user.click(screen.getByRole('button', { name: TEXT.trigger }));
  return screen.findByRole('menu', { name: TEXT.menuLabel });
}

/** Opens a view's submenu with the keyboard (→ on the view) and returns it. */
async function openView(user: ReturnType<typeof renderMenu>['user'], label: string) {
  const menu = await openMenu(user);
  const trigger = await within(menu).findByRole('menuitem', { name: label });
  await waitFor(() => expect(trigger).toBeVisible());
  trigger.focus();
  await user.keyboard('{ArrowRight}');
  return screen.findByRole('menu', { name: label });
}

const itemsOf = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('SavedViewsMenu', () => {
  it('lists my views and the shared ones, with the default and sharing marked', async () => {
    const { user, server } = renderMenu();
    const menu = await openMenu(user);
    const mine = within(menu).getByRole('group', { name: TEXT.mine });
    await waitFor(() =>
      expect(
        within(mine)
          .getAllByRole('menuitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Blocked, default view', 'Newest, shared']),
    );
    const shared = within(menu).getByRole('group', { name: TEXT.shared });
    expect(within(shared).getByRole('menuitem')).toHaveAccessibleName(
      'Team picks, shared by Bea Boss',
    );
    expect(within(menu).getByRole('menuitem', { name: TEXT.save })).toBeInTheDocument();
    expect(server.callsTo('savedViews.list')[0]!.query.get('list')).toBe('users');
  });

  it('says when there is no view yet', async () => {
    const { user } = renderMenu({ 'savedViews.list': { body: { data: [] } } });
    const menu = await openMenu(user);
    expect(await within(menu).findByText(TEXT.none)).toBeInTheDocument();
  });

  it('applies a view', async () => {
    const { user, onApply } = renderMenu();
    const submenu = await openView(user, 'Team picks, shared by Bea Boss');
    await user.click(within(submenu).getByRole('menuitem', { name: TEXT.apply }));
    expect(onApply).toHaveBeenCalledWith('blocked=no');
  });

  it('offers only applying and the default on a view shared by someone else', async () => {
    const { user } = renderMenu();
    const submenu = await openView(user, 'Team picks, shared by Bea Boss');
    expect(itemsOf(submenu)).toEqual([TEXT.apply, TEXT.makeDefault]);
  });

  it('makes a shared view my default, and clears my default', async () => {
    const { user, server } = renderMenu({
      'savedViews.makeDefault': {
        body: { result: true, message: SAVED_VIEW_MESSAGES.defaultSet, data: THEIRS },
      },
      'savedViews.clearDefault': {
        body: { result: true, message: SAVED_VIEW_MESSAGES.defaultCleared, data: null },
      },
    });
    let submenu = await openView(user, 'Team picks, shared by Bea Boss');
    await user.click(within(submenu).getByRole('menuitem', { name: TEXT.makeDefault }));
    expect(await screen.findByText(SAVED_VIEW_MESSAGES.defaultSet)).toBeInTheDocument();
    expect(server.callsTo('savedViews.makeDefault')[0]!.path).toBe(
      '/api/admin/saved-views/3/default',
    );
    // The views are read again after the change.
    await waitFor(() => expect(server.callsTo('savedViews.list')).toHaveLength(2));

    submenu = await openView(user, 'Blocked, default view');
    await user.click(within(submenu).getByRole('menuitem', { name: TEXT.clearDefault }));
    expect(await screen.findByText(SAVED_VIEW_MESSAGES.defaultCleared)).toBeInTheDocument();
    const clear = server.callsTo('savedViews.clearDefault')[0]!;
    expect(clear.effectiveMethod).toBe('DELETE');
    expect(clear.query.get('list')).toBe('users');
  });

  it('updates my view to what the list shows now, and shares it', async () => {
    const { user, server } = renderMenu({
      'savedViews.update': ({ body }) => ({
        body: {
          result: true,
          message: SAVED_VIEW_MESSAGES.updated,
          data: { ...MINE_SHARED, ...(body as object) },
        },
      }),
    });
    let submenu = await openView(user, 'Newest, shared');
    expect(itemsOf(submenu)).toEqual([
      TEXT.apply,
      TEXT.makeDefault,
      TEXT.update,
      TEXT.rename,
      TEXT.unshare,
      TEXT.delete,
    ]);
    await user.click(within(submenu).getByRole('menuitem', { name: TEXT.update }));
    expect(await screen.findByText(SAVED_VIEW_MESSAGES.updated)).toBeInTheDocument();
    expect(server.callsTo('savedViews.update')[0]!.body).toMatchObject({ state: 'blocked=yes' });

    submenu = await openView(user, 'Newest, shared');
    await user.click(within(submenu).getByRole('menuitem', { name: TEXT.unshare }));
    await waitFor(() => expect(server.callsTo('savedViews.update')).toHaveLength(2));
    expect(server.callsTo('savedViews.update')[1]!.body).toMatchObject({ shared: false });
  });

  it('cannot update a view to the state it already holds', async () => {
    const { user } = renderMenu();
    const submenu = await openView(user, 'Blocked, default view');
    expect(within(submenu).getByRole('menuitem', { name: TEXT.update })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows a failed change in a toast', async () => {
    const { user } = renderMenu({
      'savedViews.update': {
        status: 409,
        body: { result: false, message: SAVED_VIEW_MESSAGES.duplicate('Newest') },
      },
    });
    const submenu = await openView(user, 'Newest, shared');
    await user.click(within(submenu).getByRole('menuitem', { name: TEXT.unshare }));
    expect(await screen.findByText(SAVED_VIEW_MESSAGES.duplicate('Newest'))).toBeInTheDocument();
  });

  it('saves what the list shows under a name, shared and as my default', async () => {
    const saved = view({ id: 9, name: 'Mine now', shared: true, is_default: true });
    const { user, server } = renderMenu({
      'savedViews.create': {
        status: 201,
        body: { result: true, message: SAVED_VIEW_MESSAGES.created, data: saved },
      },
    });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: TEXT.save }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.saveTitle });
    await user.type(within(dialog).getByRole('textbox', { name: TEXT.nameLabel }), 'Mine now');
    await user.click(within(dialog).getByRole('checkbox', { name: TEXT.sharedLabel }));
    await user.click(within(dialog).getByRole('checkbox', { name: TEXT.defaultLabel }));
    await user.click(within(dialog).getByRole('button', { name: TEXT.saveSubmit }));

    expect(await screen.findByText(SAVED_VIEW_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('savedViews.create')[0]!.body).toEqual({
      list: 'users',
      name: 'Mine now',
      // The page is not part of a view.
      state: 'blocked=yes',
      shared: true,
      is_default: true,
    });
  });

  it('keeps the dialog open with the reason when the name is taken or missing', async () => {
    const { user, server } = renderMenu({
      'savedViews.create': {
        status: 409,
        body: { result: false, message: SAVED_VIEW_MESSAGES.duplicate('Blocked') },
      },
    });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: TEXT.save }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.saveTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXT.saveSubmit }));
    expect(await within(dialog).findByText('The name field is required.')).toBeInTheDocument();
    expect(server.callsTo('savedViews.create')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: TEXT.nameLabel }), 'Blocked');
    await user.click(within(dialog).getByRole('button', { name: TEXT.saveSubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SAVED_VIEW_MESSAGES.duplicate('Blocked'),
    );
    expect(screen.getByRole('dialog', { name: TEXT.saveTitle })).toBeInTheDocument();
  });

  it('renames my view', async () => {
    const { user, server } = renderMenu({
      'savedViews.update': {
        body: {
          result: true,
          message: SAVED_VIEW_MESSAGES.updated,
          data: { ...MINE, name: 'Blocked users' },
        },
      },
    });
    const submenu = await openView(user, 'Blocked, default view');
    await user.click(within(submenu).getByRole('menuitem', { name: TEXT.rename }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.renameTitle });
    const name = within(dialog).getByRole('textbox', { name: TEXT.nameLabel });
    expect(name).toHaveValue('Blocked');
    await user.clear(name);
    await user.type(name, 'Blocked users');
    await user.click(within(dialog).getByRole('button', { name: TEXT.renameSubmit }));
    expect(await screen.findByText(SAVED_VIEW_MESSAGES.updated)).toBeInTheDocument();
    const call = server.callsTo('savedViews.update')[0]!;
    expect(call.path).toBe('/api/admin/saved-views/1');
    expect(call.body).toMatchObject({ name: 'Blocked users' });
  });

  it('deletes my view once confirmed', async () => {
    const { user, server } = renderMenu({
      'savedViews.delete': {
        body: { result: true, message: SAVED_VIEW_MESSAGES.deleted, data: null },
      },
    });
    const submenu = await openView(user, 'Newest, shared');
    await user.click(within(submenu).getByRole('menuitem', { name: TEXT.delete }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete the view “Newest”?',
    });
    expect(server.callsTo('savedViews.delete')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SAVED_VIEW_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo('savedViews.delete')[0]!.path).toBe('/api/admin/saved-views/2');
  });

  it('shows nothing, and asks nothing, for a list views cannot be saved for', () => {
    const server = mockFetch({});
    renderWithProviders(<SavedViewsMenu list="nothing" currentState="" onApply={() => {}} />);
    expect(screen.queryByRole('button', { name: TEXT.trigger })).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});

function ListScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const apply = useCallback(
    (state: string, options: { replace: boolean }) =>
      void navigate({ search: `?${state}` }, options),
    [navigate],
  );
  useOpenWithDefaultView('users', location.search.replace(/^\?/, ''), apply);
  return <p>Query: {location.search || 'none'}</p>;
}

describe('useOpenWithDefaultView', () => {
  it('opens a list without query parameters with the default view, replacing the address', async () => {
    mockFetch({ 'savedViews.list': { body: { data: [MINE, THEIRS] } } });
    const { router } = renderWithProviders(<ListScreen />, { path: '/users' });
    expect(await screen.findByText('Query: ?blocked=yes')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a list opened with query parameters, or without a default, as it is', async () => {
    const server = mockFetch({ 'savedViews.list': { body: { data: [MINE] } } });
    renderWithProviders(<ListScreen />, { path: '/users?sort=email' });
    await waitFor(() => expect(server.callsTo('savedViews.list')).toHaveLength(1));
    expect(screen.getByText('Query: ?sort=email')).toBeInTheDocument();
  });

  it('keeps the address when no view is the default', async () => {
    const server = mockFetch({ 'savedViews.list': { body: { data: [THEIRS] } } });
    const { router } = renderWithProviders(<ListScreen />, { path: '/users' });
    await waitFor(() => expect(server.callsTo('savedViews.list')).toHaveLength(1));
    expect(screen.getByText('Query: none')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });
});
