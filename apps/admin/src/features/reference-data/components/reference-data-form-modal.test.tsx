import { FILE_MESSAGES, REFERENCE_DATA_MESSAGES } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app';
import { categoryKind } from '../kinds/categories';
import { jobTypeKind } from '../kinds/job-types';
import { postDurationKind } from '../kinds/post-durations';
import { skillKind } from '../kinds/skills';
import type { ReferenceItem, ReferenceKind } from '../reference-kind';
import {
  engineering,
  mockReferenceData,
  oneWeek,
  typescript,
} from '../testing/reference-data-fixtures';
import { ReferenceDataTable } from './reference-data-table';

async function openForm<Item extends ReferenceItem, Values extends FieldValues, Parsed>(
  kind: ReferenceKind<Item, Values, Parsed>,
) {
  const rendered = renderWithProviders(<ReferenceDataTable kind={kind} />);
  await rendered.user.click(screen.getByRole('button', { name: kind.text.add }));
  const dialog = await screen.findByRole('dialog', { name: kind.text.createTitle });
  return { ...rendered, dialog };
}

async function openEditForm<Item extends ReferenceItem, Values extends FieldValues, Parsed>(
  kind: ReferenceKind<Item, Values, Parsed>,
  rowName: string,
) {
  const rendered = renderWithProviders(<ReferenceDataTable kind={kind} />);
  await rendered.user.click(await screen.findByRole('button', { name: `Actions for ${rowName}` }));
  await rendered.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: kind.text.editTitle });
  return { ...rendered, dialog };
}

// On a busy machine a whole test takes longer than 5 seconds.
vi.setConfig({ testTimeout: 20_000 });

const iconFile = () => new File(['png'], 'icon.png', { type: 'image/png' });

describe('Post duration form', () => {
  it('shows the minutes hint and creates with name, duration and is_paid, then starts another', async () => {
    const server = mockReferenceData({
      'postDurations.create': {
        status: 201,
        body: { data: { id: 9, name: '2 Weeks', duration: 20160, premium: true } },
      },
    });
    const { dialog, user } = await openForm(postDurationKind);

    const duration = within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' });
    expect(duration).toHaveAccessibleDescription(
      '1 week = 10080, 2 weeks = 20160, 1 month about 43200',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '2 Weeks');
    await user.type(duration, '20160');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Premium' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save and add another' }));

    expect(await screen.findByText('Post Duration created successfully.')).toBeInTheDocument();
    expect(server.callsTo('postDurations.create')[0]?.body).toEqual({
      name: '2 Weeks',
      duration: 20160,
      is_paid: true,
    });
    // The modal stays open and empty for the next one, typing at its first field.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await waitFor(() => expect(server.callsTo('postDurations.list')).toHaveLength(2));
  });

  it('asks for a name and a whole number of minutes', async () => {
    const server = mockReferenceData();
    const { dialog, user } = await openForm(postDurationKind);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the post duration name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the duration in minutes.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(REFERENCE_DATA_MESSAGES.postDuration.durationRange),
    ).toBeInTheDocument();
    expect(server.callsTo('postDurations.create')).toHaveLength(0);
  });

  it('edits with _method PUT and keeps the success message', async () => {
    const server = mockReferenceData({
      'postDurations.update': { body: { data: oneWeek } },
    });
    const { dialog, user } = await openEditForm(postDurationKind, '1 Week');

    const duration = within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' });
    expect(duration).toHaveValue(10080);
    await user.clear(duration);
    await user.type(duration, '10081');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Post Duration updated successfully.',
    );
    const call = server.callsTo('postDurations.update')[0];
    expect(call?.path).toBe('/api/admin/post-durations/3');
    expect(call?.body).toEqual({ _method: 'PUT', name: '1 Week', duration: 10081, is_paid: false });
  });
});

describe('Skill form', () => {
  it('creates a skill with name and is_hinted', async () => {
    const server = mockReferenceData({
      'skills.create': {
        status: 201,
        body: { data: { id: 5, name: 'Go', visible: true } },
      },
    });
    const { dialog, user } = await openForm(skillKind);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Go');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hinted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Saved: the modal closes and the message shows as a toast.
    expect(await screen.findByText('Skill created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(server.callsTo('skills.create')[0]?.body).toEqual({
      name: 'Go',
      is_hinted: true,
    });
    await waitFor(() => expect(server.callsTo('skills.list')).toHaveLength(2));
  });

  it('edits a skill with its hinted flag filled in', async () => {
    const server = mockReferenceData({
      'skills.update': { body: { data: typescript } },
    });
    const { dialog, user } = await openEditForm(skillKind, 'TypeScript');

    const hinted = within(dialog).getByRole('checkbox', { name: 'Hinted' });
    expect(hinted).toBeChecked();
    await user.click(hinted);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Skill updated successfully.',
    );
    expect(server.callsTo('skills.update')[0]?.body).toEqual({
      _method: 'PUT',
      name: 'TypeScript',
      is_hinted: false,
    });
  });

  it("shows the server's 422 sentence under the name", async () => {
    const duplicate = REFERENCE_DATA_MESSAGES.skill.duplicate('SQL');
    mockReferenceData({
      'skills.create': {
        status: 422,
        body: { result: false, message: 'Invalid.', errors: { name: [duplicate] } },
      },
    });
    const { dialog, user } = await openForm(skillKind);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'SQL');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(duplicate)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      duplicate,
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Job type form', () => {
  it('requires a name, then creates with it', async () => {
    const server = mockReferenceData({
      'jobTypes.create': { status: 201, body: { data: { id: 3, name: 'Part Time' } } },
    });
    const { dialog, user } = await openForm(jobTypeKind);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the job type name.')).toBeInTheDocument();
    expect(server.callsTo('jobTypes.create')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Part Time');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job type created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(server.callsTo('jobTypes.create')[0]?.body).toEqual({ name: 'Part Time' });
  });

  it('renames with _method PUT', async () => {
    const server = mockReferenceData({
      'jobTypes.update': { body: { data: { id: 2, name: 'Freelance' } } },
    });
    const { dialog, user } = await openEditForm(jobTypeKind, 'Contract');

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Freelance');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Job type updated successfully.',
    );
    expect(server.callsTo('jobTypes.update')[0]?.body).toEqual({
      _method: 'PUT',
      name: 'Freelance',
    });
  });
});

describe('Category form', () => {
  it('requires a name and an icon image', async () => {
    const server = mockReferenceData();
    const { dialog, user } = await openForm(categoryKind);

    expect(within(dialog).getByLabelText(/Icon/)).toHaveAttribute('accept', 'image/*');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the category name.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(REFERENCE_DATA_MESSAGES.category.iconRequired),
    ).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('uploads the icon first, then creates the category with its URL', async () => {
    const server = mockReferenceData({
      'files.uploadImage': {
        body: { result: true, message: FILE_MESSAGES.imageUploaded, data: { file_name: 'ic.png' } },
      },
      'categories.create': {
        status: 201,
        body: { data: { id: 3, name: 'Sales', icon: 'x' } },
      },
    });
    const { dialog, user } = await openForm(categoryKind);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sales');
    await user.upload(within(dialog).getByLabelText(/Icon/), iconFile());
    await user.click(within(dialog).getByRole('button', { name: 'Save and add another' }));

    expect(await screen.findByText('Category created successfully.')).toBeInTheDocument();
    const upload = server.callsTo('files.uploadImage')[0];
    expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);
    const posts = server.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual(['/api/file/upload-image', '/api/admin/categories']);
    expect(server.callsTo('categories.create')[0]?.body).toEqual({
      category_name: 'Sales',
      icon_url: `${window.location.origin}/img/uploads/ic.png`,
    });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('edits the name alone, without icon_url, when no new icon is chosen', async () => {
    const server = mockReferenceData({
      'categories.update': { body: { data: engineering } },
    });
    const { dialog, user } = await openEditForm(categoryKind, 'Engineering');

    expect(within(dialog).getByRole('img', { name: 'Current image' })).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Software');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Category updated successfully.',
    );
    expect(server.callsTo('files.uploadImage')).toHaveLength(0);
    expect(server.callsTo('categories.update')[0]?.body).toEqual({
      _method: 'PUT',
      category_name: 'Software',
    });
  });

  it('sends the new icon URL when a new icon is chosen on edit', async () => {
    const server = mockReferenceData({
      'files.uploadImage': {
        body: { result: true, message: FILE_MESSAGES.imageUploaded, data: { file_name: 'n.png' } },
      },
      'categories.update': { body: { data: engineering } },
    });
    const { dialog, user } = await openEditForm(categoryKind, 'Engineering');

    await user.upload(within(dialog).getByLabelText(/Icon/), iconFile());
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Category updated successfully.',
    );
    expect(server.callsTo('categories.update')[0]?.body).toEqual({
      _method: 'PUT',
      category_name: 'Engineering',
      icon_url: `${window.location.origin}/img/uploads/n.png`,
    });
  });

  it('shows an upload refusal under the icon and does not create the category', async () => {
    const refusal = 'The image must be a JPEG, PNG or WebP file.';
    const server = mockReferenceData({
      'files.uploadImage': { status: 415, body: { result: false, message: refusal } },
    });
    const { dialog, user } = await openForm(categoryKind);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sales');
    await user.upload(within(dialog).getByLabelText(/Icon/), iconFile());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Icon/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('categories.create')).toHaveLength(0);
  });
});
