import { JOB_MESSAGES } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseInCombobox, optionsOf } from '../../../testing/combobox';
import { deferred } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-app';
import { findEditor, pasteInto, stubEditorLayout } from '../../../testing/rich-text-editor';
import { jobItem, mockJobsScreen } from '../testing/jobs-fixtures';
import { JobsTable } from './jobs-table';

// The editor loads lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
stubEditorLayout();

const renderJobsTable = () => renderWithProviders(<JobsTable />);

async function openNewJobForm() {
  const rendered = renderJobsTable();
  await rendered.user.click(await screen.findByRole('button', { name: '+ Add New Job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Job' });
  await within(dialog).findByRole('combobox', { name: 'Partner' });
  return { ...rendered, dialog };
}

describe('JobFormModal', () => {
  it('offers the reference data as choices, post durations shortest first, premium marked', async () => {
    const server = mockJobsScreen();
    const { dialog, user } = await openNewJobForm();

    // Partners are searched, not listed: the field lists the first ones once opened.
    const partner = within(dialog).getByRole('combobox', { name: 'Partner' });
    expect(partner).toHaveAttribute('placeholder', 'Select a partner');
    expect(partner).toHaveAttribute('aria-expanded', 'false');
    expect(server.callsTo('partners.options')).toHaveLength(0);
    await user.click(partner);
    expect(await optionsOf(partner)).toEqual(['Acme Ltd', 'Globex']);
    expect(server.callsTo('partners.options')[0]?.query.toString()).toBe('limit=20');
    await user.keyboard('{Escape}');
    const duration = within(dialog).getByRole('combobox', { name: 'Post Duration' });
    expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a post duration', '1 Week', '1 Month (Premium)']);
    expect(within(dialog).getByRole('group', { name: 'Skills' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'TypeScript' })).not.toBeChecked();
    expect(
      within(dialog).getByText(
        'When a job is first published, it expires after the chosen post duration.',
      ),
    ).toBeInTheDocument();
  });

  it('hides city and country for a remote job, and the salaries with "No Pay Range"', async () => {
    mockJobsScreen();
    const { dialog, user } = await openNewJobForm();

    expect(within(dialog).getByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Country' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remote Position' }));
    expect(within(dialog).queryByRole('textbox', { name: 'City' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Country' })).not.toBeInTheDocument();

    expect(within(dialog).getByRole('spinbutton', { name: 'Minimum Salary' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'No Pay Range' }));
    expect(
      within(dialog).queryByRole('spinbutton', { name: 'Minimum Salary' }),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('spinbutton', { name: 'Maximum Salary' }),
    ).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Remote Position' }));
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toBeInTheDocument();
  });

  it('marks the required fields, the description too, and says what the asterisk means', async () => {
    mockJobsScreen();
    const { dialog } = await openNewJobForm();

    expect(within(dialog).getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const name of ['Partner', 'Category', 'Job Type', 'Post Duration', 'Status']) {
      expect(within(dialog).getByRole('combobox', { name })).toBeRequired();
    }
    expect(within(dialog).getByRole('textbox', { name: 'Job Title' })).toBeRequired();
    expect(await findEditor('Description')).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByLabelText('Expiration Date')).not.toBeRequired();
  });

  it('names every missing field, and sends nothing', async () => {
    const server = mockJobsScreen();
    const { dialog, user } = await openNewJobForm();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    for (const message of [
      'Choose the partner posting the job.',
      'Enter the job title.',
      'Choose a category.',
      'Choose a job type.',
      'Write a description of the job.',
      'Choose a post duration.',
      JOB_MESSAGES.cityRequired,
      JOB_MESSAGES.countryRequired,
      JOB_MESSAGES.minSalaryRequired,
      JOB_MESSAGES.maxSalaryRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('textbox', { name: 'Job Title' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.callsTo('jobs.create')).toHaveLength(0);
  });

  it('does not ask for city, country or salaries when remote without a pay range', async () => {
    mockJobsScreen();
    const { dialog, user } = await openNewJobForm();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Remote Position' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'No Pay Range' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Enter the job title.')).toBeInTheDocument();
    expect(within(dialog).queryByText(JOB_MESSAGES.cityRequired)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(JOB_MESSAGES.minSalaryRequired)).not.toBeInTheDocument();
  });

  it('says the maximum salary must be at least the minimum', async () => {
    const server = mockJobsScreen();
    const { dialog, user } = await openNewJobForm();

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimum Salary' }), '5000');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Maximum Salary' }), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(JOB_MESSAGES.salaryOrder)).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Maximum Salary' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.callsTo('jobs.create')).toHaveLength(0);
  });

  it('creates a job with the payload, then closes and opens the new job with the message', async () => {
    const answer = deferred();
    const server = mockJobsScreen({
      'jobs.create': async () => {
        await answer.promise;
        return { status: 201, body: { data: jobItem({ id: 20, title: 'Data Engineer' }) } };
      },
    });
    const { dialog, user, location } = await openNewJobForm();
    const field = (role: string, name: string) => within(dialog).getByRole(role, { name });

    await chooseInCombobox(user, field('combobox', 'Partner'), 'glo', 'Globex');
    await user.type(field('textbox', 'Job Title'), 'Data Engineer');
    await user.selectOptions(field('combobox', 'Category'), 'Design');
    await user.selectOptions(field('combobox', 'Job Type'), 'Contract');
    await user.click(field('checkbox', 'SQL'));
    await user.click(field('checkbox', 'TypeScript'));
    await user.type(field('textbox', 'City'), 'Lagos');
    await user.type(field('textbox', 'Country'), 'Nigeria');
    await user.type(field('spinbutton', 'Minimum Salary'), '1500');
    await user.type(field('spinbutton', 'Maximum Salary'), '2500.50');
    pasteInto(await findEditor('Description'), 'Pipelines and dashboards');
    await user.selectOptions(field('combobox', 'Post Duration'), '1 Week');
    await user.selectOptions(field('combobox', 'Status'), 'Paused');
    await user.click(field('checkbox', 'Published'));
    await user.click(field('button', 'Save'));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.resolve();
    expect(await screen.findByText(JOB_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(location()).toBe('/jobs/20');

    const body = server.callsTo('jobs.create')[0]?.body;
    expect(body).toEqual({
      partner_id: 8,
      job_title: 'Data Engineer',
      category_id: 2,
      job_type_id: 2,
      skills: [1, 2],
      is_remote: false,
      city: 'Lagos',
      country: 'Nigeria',
      no_pay_range: false,
      min_salary_range: 1500,
      max_salary_range: 2500.5,
      desc: '<p>Pipelines and dashboards</p>',
      job_active_duration: 3,
      status: 'paused',
      is_published: true,
    });
    await waitFor(() => expect(server.callsTo('jobs.adminList')).toHaveLength(2));
  });

  it('sends a remote job without a pay range with those fields empty, then starts another', async () => {
    const server = mockJobsScreen({
      'jobs.create': { status: 201, body: { data: jobItem() } },
    });
    const { dialog, user, location } = await openNewJobForm();
    const field = (role: string, name: string) => within(dialog).getByRole(role, { name });

    await chooseInCombobox(user, field('combobox', 'Partner'), 'acme', 'Acme Ltd');
    await user.type(field('textbox', 'Job Title'), 'Remote Writer');
    await user.selectOptions(field('combobox', 'Category'), 'Design');
    await user.selectOptions(field('combobox', 'Job Type'), 'Contract');
    await user.type(field('textbox', 'City'), 'Lagos');
    await user.click(field('checkbox', 'Remote Position'));
    await user.click(field('checkbox', 'No Pay Range'));
    pasteInto(await findEditor('Description'), 'Words');
    await user.selectOptions(field('combobox', 'Post Duration'), '1 Week');
    await user.click(field('button', 'Save and add another'));

    // The message shows as a toast; the form stays open, empty, ready at its first field.
    expect(await screen.findByText(JOB_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(field('combobox', 'Partner')).toHaveFocus());
    expect(field('combobox', 'Partner')).toHaveValue('');
    expect(field('textbox', 'Job Title')).toHaveValue('');
    expect(field('checkbox', 'Remote Position')).not.toBeChecked();
    expect(field('textbox', 'Description')).toHaveTextContent('');
    expect(location()).toBe('/');
    await waitFor(() => expect(server.callsTo('jobs.adminList')).toHaveLength(2));
    expect(server.callsTo('jobs.create')[0]?.body).toMatchObject({
      is_remote: true,
      city: null,
      country: null,
      no_pay_range: true,
      status: 'active',
      is_published: false,
      skills: [],
    });
    const body = server.callsTo('jobs.create')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('min_salary_range');
    expect(body).not.toHaveProperty('max_salary_range');
  });

  it('searches partners as the admin types, once typing pauses, and picks one by keyboard', async () => {
    const server = mockJobsScreen();
    const { dialog, user } = await openNewJobForm();
    const partner = within(dialog).getByRole('combobox', { name: 'Partner' });

    await user.type(partner, 'gl');
    await user.type(partner, 'o');
    await waitFor(() =>
      expect(server.callsTo('partners.options').at(-1)?.query.toString()).toBe('s=glo&limit=20'),
    );
    // The pause is waited for: nothing was asked for "g" or "gl".
    const searches = server.callsTo('partners.options').map((call) => call.query.get('s'));
    expect(searches).not.toContain('g');
    expect(searches).not.toContain('gl');
    expect(await optionsOf(partner)).toEqual(['Globex']);
    expect(partner).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{Enter}');
    expect(partner).toHaveDisplayValue('Globex');
    expect(partner).toHaveAttribute('aria-expanded', 'false');
    // Enter chose the partner: the form was not sent.
    expect(within(dialog).queryByText('Enter the job title.')).not.toBeInTheDocument();

    // Escape closes the list, not the form.
    await user.type(partner, '{ArrowDown}');
    expect(await optionsOf(partner)).toEqual(['Acme Ltd', 'Globex']);
    await user.keyboard('{Escape}');
    expect(partner).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Add New Job' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the job title.')).toBeInTheDocument();
    expect(
      within(dialog).queryByText('Choose the partner posting the job.'),
    ).not.toBeInTheDocument();
    // Never the whole list of partners.
    for (const call of server.callsTo('partners.options')) {
      expect(call.query.has('limit') || call.query.has('ids')).toBe(true);
    }
  });

  it('edits a job: filled with its values, sent as POST with _method PUT', async () => {
    const server = mockJobsScreen({
      'jobs.update': { body: { data: jobItem({ title: 'Lead Developer' }) } },
    });
    const { user } = renderJobsTable();

    await user.click(await screen.findByRole('button', { name: 'Actions for Senior Developer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    const title = await within(dialog).findByRole('textbox', { name: 'Job Title' });
    expect(title).toHaveValue('Senior Developer');
    expect(within(dialog).getByRole('combobox', { name: 'Partner' })).toHaveDisplayValue(
      'Acme Ltd',
    );
    // The job names its partner: nothing is asked of the server to show it.
    expect(server.callsTo('partners.options')).toHaveLength(0);
    expect(within(dialog).getByRole('checkbox', { name: 'TypeScript' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('Nairobi');
    expect(within(dialog).getByRole('spinbutton', { name: 'Maximum Salary' })).toHaveValue(2000);
    expect(within(dialog).getByLabelText('Expiration Date')).toHaveValue('31/01/2030');
    expect(await within(dialog).findByRole('textbox', { name: 'Description' })).toHaveTextContent(
      'Build things',
    );

    await user.clear(title);
    await user.type(title, 'Lead Developer');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(JOB_MESSAGES.updated);
    const call = server.callsTo('jobs.update')[0];
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/api/admin/jobs/11');
    expect(call?.body).toEqual({
      _method: 'PUT',
      partner_id: 7,
      job_title: 'Lead Developer',
      category_id: 1,
      job_type_id: 1,
      skills: [1],
      is_remote: false,
      city: 'Nairobi',
      country: 'Kenya',
      no_pay_range: false,
      min_salary_range: 1000,
      max_salary_range: 2000,
      desc: '<p>Build things</p>',
      job_active_duration: 3,
      status: 'active',
      is_published: true,
    });
    // The edit form keeps its message and values.
    expect(title).toHaveValue('Lead Developer');
  });

  it('sends the expiration date when it was changed', async () => {
    const server = mockJobsScreen({ 'jobs.update': { body: { data: jobItem() } } });
    const { user } = renderJobsTable();

    await user.click(await screen.findByRole('button', { name: 'Actions for Senior Developer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    const expiration = await within(dialog).findByLabelText('Expiration Date');
    await user.clear(expiration);
    await user.type(expiration, '30/06/2031');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(JOB_MESSAGES.updated);
    expect(server.callsTo('jobs.update')[0]?.body).toMatchObject({
      expiration_date: '2031-06-30',
    });
  });

  it("puts the server's 422 sentences under their fields", async () => {
    mockJobsScreen({
      'jobs.create': {
        status: 422,
        body: {
          result: false,
          message: 'The given data was invalid.',
          errors: { job_active_duration: [JOB_MESSAGES.premiumDuration] },
        },
      },
    });
    const { dialog, user } = await openNewJobForm();
    const field = (role: string, name: string) => within(dialog).getByRole(role, { name });

    await chooseInCombobox(user, field('combobox', 'Partner'), 'acme', 'Acme Ltd');
    await user.type(field('textbox', 'Job Title'), 'Writer');
    await user.selectOptions(field('combobox', 'Category'), 'Design');
    await user.selectOptions(field('combobox', 'Job Type'), 'Contract');
    await user.click(field('checkbox', 'Remote Position'));
    await user.click(field('checkbox', 'No Pay Range'));
    pasteInto(await findEditor('Description'), 'Words');
    await user.selectOptions(field('combobox', 'Post Duration'), '1 Month (Premium)');
    await user.click(field('button', 'Save'));

    expect(await within(dialog).findByText(JOB_MESSAGES.premiumDuration)).toBeInTheDocument();
    expect(field('combobox', 'Post Duration')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(field('button', 'Save')).toBeEnabled();
  });

  it("shows the server's message when saving fails otherwise", async () => {
    mockJobsScreen({
      'jobs.update': {
        status: 404,
        body: { result: false, message: JOB_MESSAGES.notFound },
      },
    });
    const { user } = renderJobsTable();

    await user.click(await screen.findByRole('button', { name: 'Actions for Senior Developer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    await within(dialog).findByRole('textbox', { name: 'Job Title' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(JOB_MESSAGES.notFound);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});
