import { act, render, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormError } from '../components/ui/form-error';
import { FormNotice } from '../components/ui/form-notice';
import { TextField } from '../components/ui/text-field';
import { Toasts } from '../components/ui/toasts';
import { deferred } from '../testing/mock-fetch';
import { ApiError } from './api-error';
import { useSaveForm, type SaveFormOptions } from './use-save-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  icon: z.string().trim(),
});
type Values = z.input<typeof schema>;
type Parsed = z.output<typeof schema>;
type Saved = { id: number; message: string };

const FALLBACK = 'Could not save. Please try again.';
const saved: Saved = { id: 7, message: 'Saved!' };

type TestFormProps = Partial<SaveFormOptions<Values, Parsed, Saved>>;

/** A form as the screens build one: fields, the form-level error and notice, a Save button. */
function TestForm(props: TestFormProps) {
  const { form, submit, notice, formError, isSaving } = useSaveForm<Values, Parsed, Saved>({
    schema,
    defaultValues: { name: '', icon: '' },
    save: () => Promise.resolve(saved),
    failureFallback: FALLBACK,
    ...props,
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit}>
      <FormNotice>{notice}</FormNotice>
      <FormError>{formError}</FormError>
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Icon" error={errors.icon?.message} {...form.register('icon')} />
      <button type="submit" disabled={isSaving}>
        {isSaving ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

function renderForm(props: TestFormProps = {}) {
  const user = userEvent.setup();
  render(<TestForm {...props} />);
  const fillAndSave = async (name: string) => {
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
  };
  return { user, fillAndSave };
}

const unprocessable = (errors: Record<string, string[]>) =>
  new ApiError({ status: 422, message: 'Some fields are invalid.', errors });

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.dismiss());
});

describe('useSaveForm', () => {
  it('checks the fields with the schema and sends nothing while they break it', async () => {
    const save = vi.fn(() => Promise.resolve(saved));
    const { user } = renderForm({ save });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves what the schema made of the fields, and says it is saving meanwhile', async () => {
    const answer = deferred<Saved>();
    const save = vi.fn(() => answer.promise);
    const onSaved = vi.fn();
    const { fillAndSave } = renderForm({ save, onSaved });
    await fillAndSave('  Ada  ');

    expect(save).toHaveBeenCalledWith({ name: 'Ada', icon: '' });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer.resolve(saved);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSaved).toHaveBeenCalledWith(saved, { name: 'Ada', icon: '' });
  });

  describe('a refused save (422)', () => {
    it("puts each sentence under its field, a renamed server field under the form's", async () => {
      const save = vi.fn(() =>
        Promise.reject(
          unprocessable({ name: ['Taken.', 'Too plain.'], icon_url: ['Not an image.'] }),
        ),
      );
      const { fillAndSave } = renderForm({ save, serverFields: { icon_url: 'icon' } });
      await fillAndSave('Ada');

      await waitFor(() =>
        expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Taken. Too plain.'),
      );
      expect(screen.getByLabelText('Icon')).toHaveAccessibleDescription('Not an image.');
      // Every sentence found its field, so the form itself says nothing more.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says the sentences of fields the form does not have at the top', async () => {
      const save = vi.fn(() =>
        Promise.reject(unprocessable({ name: ['Taken.'], token: ['The link has expired.'] })),
      );
      const { fillAndSave } = renderForm({ save });
      await fillAndSave('Ada');

      expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired.');
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Taken.');
    });

    it("says the server's message when it names no field", async () => {
      const save = vi.fn(() => Promise.reject(unprocessable({})));
      const { fillAndSave } = renderForm({ save });
      await fillAndSave('Ada');
      expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are invalid.');
    });
  });

  describe('any other failure', () => {
    it("shows the server's message at the top, and the fields keep what was typed", async () => {
      const save = vi.fn(() =>
        Promise.reject(new ApiError({ status: 409, message: 'This name is already used.' })),
      );
      const { fillAndSave } = renderForm({ save });
      await fillAndSave('Ada');

      expect(await screen.findByRole('alert')).toHaveTextContent('This name is already used.');
      expect(screen.getByLabelText('Name')).toHaveValue('Ada');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('falls back to its own sentence when the failure carries none', async () => {
      const save = vi.fn(() => Promise.reject(new Error('')));
      const { fillAndSave } = renderForm({ save });
      await fillAndSave('Ada');
      expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
    });

    it('is forgotten when the next save succeeds', async () => {
      const save = vi
        .fn<() => Promise<Saved>>()
        .mockRejectedValueOnce(new ApiError({ status: 500, message: 'Down.' }))
        .mockResolvedValueOnce(saved);
      const { fillAndSave } = renderForm({ save, success: { message: 'Saved!' } });
      await fillAndSave('Ada');
      expect(await screen.findByRole('alert')).toHaveTextContent('Down.');

      await fillAndSave('Ada');
      expect(await screen.findByRole('status')).toHaveTextContent('Saved!');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('the success feedback', () => {
    it('is a notice in the form that stays until the next submit', async () => {
      const answer = deferred<Saved>();
      const save = vi.fn().mockResolvedValueOnce(saved).mockReturnValueOnce(answer.promise);
      const { fillAndSave } = renderForm({ save, success: { message: 'Saved!' } });
      await fillAndSave('Ada');
      expect(await screen.findByRole('status')).toHaveTextContent('Saved!');

      await fillAndSave('Grace');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      answer.resolve(saved);
      expect(await screen.findByRole('status')).toHaveTextContent('Saved!');
    });

    it('hides itself after hideAfterMs when told to', async () => {
      const { fillAndSave } = renderForm({ success: { message: 'Created!', hideAfterMs: 50 } });
      await fillAndSave('Ada');
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent('Created!');
      await waitForElementToBeRemoved(notice);
    });

    it("can be built from the server's answer", async () => {
      const { fillAndSave } = renderForm({ success: (result) => ({ message: result.message }) });
      await fillAndSave('Ada');
      expect(await screen.findByRole('status')).toHaveTextContent('Saved!');
    });

    it('can be a toast for as long as asked, instead of a notice', async () => {
      const showToast = vi.spyOn(toast, 'success');
      render(<Toasts />);
      const { fillAndSave } = renderForm({
        success: { message: 'Settings saved.', toast: true, toastMs: 1500 },
      });
      await fillAndSave('Ada');

      expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
      expect(showToast).toHaveBeenCalledWith(
        'Settings saved.',
        expect.objectContaining({ autoClose: 1500 }),
      );
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('is nothing when the form asks for none', async () => {
      const onSaved = vi.fn();
      const { fillAndSave } = renderForm({ onSaved });
      await fillAndSave('Ada');
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });

  describe('after a save the fields hold', () => {
    it('what was typed (an edit form, the default)', async () => {
      const { fillAndSave } = renderForm({ success: { message: 'Saved!' } });
      await fillAndSave(' Ada ');
      await screen.findByRole('status');
      expect(screen.getByLabelText('Name')).toHaveValue(' Ada ');
    });

    it('the defaults again (a create form that stays open for the next record)', async () => {
      const { fillAndSave } = renderForm({
        resetAfterSave: 'defaults',
        success: { message: 'Created!' },
      });
      await fillAndSave('Ada');
      await screen.findByRole('status');
      expect(screen.getByLabelText('Name')).toHaveValue('');
    });
  });
});
