import type { UserEvent } from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES } from '@job-board/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred, mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { dismissToasts } from '../../testing/toasts';
import { goldPackage, subscriptionRoutes, supportFeature } from './testing/subscription-fixtures';

vi.mock('react-chartjs-2', () => ({
  Line: () => <canvas />,
  Bar: () => null,
  Doughnut: () => null,
}));

// The screen and its chart load lazily; loading them once up front keeps each test's waits short.
beforeAll(async () => {
  await Promise.all([
    import('./subscriptions-screen'),
    import('../../components/ui/charts/line-chart'),
  ]);
});

afterEach(dismissToasts);

/** The row menu's code loads on first use, which can be slow on a busy machine. */
const MENU_WAIT = { timeout: 5000 };

/** Chooses an item ("Edit", "Delete") of a row's action menu. */
async function chooseRowAction(user: UserEvent, rowName: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${rowName}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }, MENU_WAIT));
}

async function openNewPackage() {
  const rendered = renderApp('/subscriptions');
  await screen.findByRole('table', { name: 'Features' });
  await rendered.user.click(screen.getByRole('button', { name: '+ New Package' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Package' });
  return { ...rendered, dialog };
}

describe('Package form', () => {
  it('creates a package with the chosen features as a list of ids', async () => {
    const server = mockFetch(
      subscriptionRoutes({
        'packages.create': { status: 201, body: { data: { ...goldPackage, id: 9 } } },
      }),
    );
    const { user, dialog } = await openNewPackage();
    const features = within(dialog).getByRole('group', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false, false]);

    await user.type(within(dialog).getByLabelText(/Package Name/), 'Platinum');
    await user.type(within(dialog).getByLabelText(/Price/), '99.5');
    await user.selectOptions(within(dialog).getByLabelText(/Subscription Type/), 'annual');
    await user.click(within(features).getByRole('checkbox', { name: 'Featured badge' }));
    await user.click(within(features).getByRole('checkbox', { name: 'Premium post durations' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));

    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.packageCreated)).toBeInTheDocument();
    expect(server.callsTo('packages.create')[0]?.body).toEqual({
      name: 'Platinum',
      price: 99.5,
      subscription_type: 'annual',
      is_active: true,
      features: [1, 3],
    });
    expect(screen.queryByRole('dialog', { name: 'New Package' })).not.toBeInTheDocument();
    expect(server.callsTo('packages.list')).toHaveLength(2);
  });

  it('checks the name and price before sending', async () => {
    const server = mockFetch(subscriptionRoutes());
    const { user, dialog } = await openNewPackage();
    await user.type(within(dialog).getByLabelText(/Price/), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByText('The name field is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Price/)).toHaveAccessibleDescription(
      'The price cannot be negative.',
    );
    expect(server.callsTo('packages.create')).toHaveLength(0);
  });

  it('edits a package, starting from its values, and sends every field with _method PUT', async () => {
    const server = mockFetch(
      subscriptionRoutes({ 'packages.update': { body: { data: goldPackage } } }),
    );
    const { user } = renderApp('/subscriptions');
    await screen.findByRole('table', { name: 'Features' });
    await chooseRowAction(user, 'Gold', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    expect(within(dialog).getByLabelText(/Package Name/)).toHaveValue('Gold');
    expect(within(dialog).getByLabelText(/Price/)).toHaveValue(49.99);
    expect(within(dialog).getByLabelText(/Subscription Type/)).toHaveValue('annual');
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    const features = within(dialog).getByRole('group', { name: 'Features' });
    expect(
      within(features).getByRole('checkbox', { name: 'Premium post durations' }),
    ).toBeChecked();
    expect(within(features).getByRole('checkbox', { name: 'Priority support' })).not.toBeChecked();
    expect(within(features).getByRole('checkbox', { name: 'Featured badge' })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(features).getByRole('checkbox', { name: 'Premium post durations' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Package' }));

    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.packageUpdated)).toBeInTheDocument();
    const [call] = server.callsTo('packages.update');
    expect(call?.path).toBe('/api/admin/packages/2');
    expect(call?.body).toEqual({
      _method: 'PUT',
      name: 'Gold',
      price: 49.99,
      subscription_type: 'annual',
      is_active: true,
      features: [3],
    });
  });

  it('disables the submit while saving and shows a 409 in the form, keeping it open', async () => {
    const answer = deferred();
    const message = SUBSCRIPTION_MESSAGES.packageNameTaken('Gold');
    mockFetch(
      subscriptionRoutes({
        'packages.create': async () => {
          await answer.promise;
          return { status: 409, body: { result: false, message } };
        },
      }),
    );
    const { user, dialog } = await openNewPackage();
    await user.type(within(dialog).getByLabelText(/Package Name/), 'Gold');
    await user.type(within(dialog).getByLabelText(/Price/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(within(dialog).getByRole('button', { name: 'Create Package' })).toBeDisabled();
    answer.resolve();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Create Package' })).toBeEnabled();
  });

  it('shows 422 sentences under their fields', async () => {
    const sentence = SUBSCRIPTION_MESSAGES.unknownFeatures([7]);
    mockFetch(
      subscriptionRoutes({
        'packages.create': {
          status: 422,
          body: {
            result: false,
            message: 'Some fields are invalid.',
            errors: { features: [sentence] },
          },
        },
      }),
    );
    const { user, dialog } = await openNewPackage();
    await user.type(within(dialog).getByLabelText(/Package Name/), 'Gold');
    await user.type(within(dialog).getByLabelText(/Price/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(
      await within(dialog).findByRole('group', { name: 'Features', description: sentence }),
    ).toBeInTheDocument();
  });

  it('says the features could not be loaded instead of "No features yet", and keeps the chosen ones', async () => {
    const server = mockFetch(
      subscriptionRoutes({
        'features.list': {
          status: 500,
          body: { result: false, message: 'Something went wrong.' },
        },
        'packages.update': { body: { data: goldPackage } },
      }),
    );
    const { user } = renderApp('/subscriptions');
    const featuresRegion = await screen.findByRole('region', { name: 'Features' });
    expect(await within(featuresRegion).findByRole('alert')).toHaveTextContent(
      'Something went wrong.',
    );
    await chooseRowAction(user, 'Gold', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    const group = within(dialog).getByRole('group', { name: 'Features' });
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'The features could not be loaded, so they cannot be changed now: Something went wrong.',
    );
    expect(within(group).queryByText(/No features yet/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Update Package' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.packageUpdated)).toBeInTheDocument();
    expect(server.callsTo('packages.update')[0]?.body).toMatchObject({
      features: [1, 3],
    });
  });
});

describe('Feature form', () => {
  it('creates a feature with name and config_name', async () => {
    const server = mockFetch(
      subscriptionRoutes({
        'features.create': { status: 201, body: { data: { ...supportFeature, id: 8 } } },
      }),
    );
    const { user } = renderApp('/subscriptions');
    await user.click(await screen.findByRole('button', { name: '+ New Feature' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Feature' });
    await user.type(within(dialog).getByLabelText(/Feature Name/), 'Live chat');
    await user.type(within(dialog).getByLabelText(/Config Name/), 'live_chat');
    await user.click(within(dialog).getByRole('button', { name: 'Create Feature' }));

    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.featureCreated)).toBeInTheDocument();
    expect(server.callsTo('features.create')[0]?.body).toEqual({
      name: 'Live chat',
      config_name: 'live_chat',
    });
  });

  it('checks the config name pattern before sending', async () => {
    const server = mockFetch(subscriptionRoutes());
    const { user } = renderApp('/subscriptions');
    await user.click(await screen.findByRole('button', { name: '+ New Feature' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Feature' });
    await user.type(within(dialog).getByLabelText(/Feature Name/), 'Live chat');
    await user.type(within(dialog).getByLabelText(/Config Name/), 'Live Chat');
    await user.click(within(dialog).getByRole('button', { name: 'Create Feature' }));
    expect(await within(dialog).findByText(/may use only lower-case letters/)).toBeInTheDocument();
    expect(server.callsTo('features.create')).toHaveLength(0);
  });

  it('renames a system feature without sending its config name, which is read-only', async () => {
    const server = mockFetch(
      subscriptionRoutes({ 'features.update': { body: { data: supportFeature } } }),
    );
    const { user } = renderApp('/subscriptions');
    await chooseRowAction(user, 'Premium post durations', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Feature' });
    const config = within(dialog).getByLabelText(/Config Name/);
    expect(config).toHaveValue('premium_post_durations');
    expect(config).toHaveAttribute('readonly');
    const name = within(dialog).getByLabelText(/Feature Name/);
    await user.clear(name);
    await user.type(name, 'Premium durations');
    await user.click(within(dialog).getByRole('button', { name: 'Update Feature' }));

    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.featureUpdated)).toBeInTheDocument();
    const [call] = server.callsTo('features.update');
    expect(call?.path).toBe('/api/admin/features/1');
    expect(call?.body).toEqual({ _method: 'PUT', name: 'Premium durations' });
  });

  it('edits a display-only feature with its config name', async () => {
    const server = mockFetch(
      subscriptionRoutes({ 'features.update': { body: { data: supportFeature } } }),
    );
    const { user } = renderApp('/subscriptions');
    await chooseRowAction(user, 'Priority support', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Feature' });
    const config = within(dialog).getByLabelText(/Config Name/);
    expect(config).not.toHaveAttribute('readonly');
    await user.clear(config);
    await user.type(config, 'vip_support');
    await user.click(within(dialog).getByRole('button', { name: 'Update Feature' }));
    await screen.findByText(SUBSCRIPTION_MESSAGES.featureUpdated);
    expect(server.callsTo('features.update')[0]?.body).toEqual({
      _method: 'PUT',
      name: 'Priority support',
      config_name: 'vip_support',
    });
  });

  it('shows a 409 (config name taken) in the form', async () => {
    const message = SUBSCRIPTION_MESSAGES.featureConfigTaken('priority_support');
    mockFetch(
      subscriptionRoutes({
        'features.create': { status: 409, body: { result: false, message } },
      }),
    );
    const { user } = renderApp('/subscriptions');
    await user.click(await screen.findByRole('button', { name: '+ New Feature' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Feature' });
    await user.type(within(dialog).getByLabelText(/Feature Name/), 'Support');
    await user.type(within(dialog).getByLabelText(/Config Name/), 'priority_support');
    await user.click(within(dialog).getByRole('button', { name: 'Create Feature' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});
