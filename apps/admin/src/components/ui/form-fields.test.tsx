import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { FormError } from './form-error';
import { FormNotice } from './form-notice';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

describe('TextField', () => {
  it('is labelled, and neither invalid nor described without a hint or error', () => {
    render(<TextField label="Job Title" name="job_title" />);
    const input = screen.getByRole('textbox', { name: 'Job Title' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('is described by its hint and its error, and marked invalid', () => {
    render(
      <TextField
        label="Duration"
        hint="1 week = 10080"
        error="Enter the duration in minutes."
        inputMode="numeric"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Duration' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('1 week = 10080 Enter the duration in minutes.');
  });

  it('marks a required field for sight and for assistive tech', () => {
    render(<TextField label="Name" required />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  });

  it('passes the input type on', () => {
    render(<TextField label="Phone" type="tel" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
  });
});

describe('TextareaField', () => {
  it('is labelled and shows its error', () => {
    render(<TextareaField label="Admin Comment" error="At most 1000 characters." />);
    const textarea = screen.getByRole('textbox', { name: 'Admin Comment' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAccessibleDescription('At most 1000 characters.');
  });
});

describe('SelectField', () => {
  it('offers its options after an optional empty choice', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Page Status"
        placeholder="Choose a status"
        options={[
          { value: 'active', label: 'Active' },
          { value: 'paused', label: 'Paused' },
        ]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Page Status' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a status',
      'Active',
      'Paused',
    ]);
    await userEvent.selectOptions(select, 'paused');
    expect(onChange).toHaveBeenCalledWith('paused');
  });

  it('shows its error', () => {
    render(<SelectField label="Category" options={[]} error="Choose a category." />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose a category.',
    );
  });
});

describe('CheckboxField', () => {
  it('is a labelled checkbox, toggled by its label', async () => {
    render(<CheckboxField label="Is Published?" hint="Shown on the website." />);
    const checkbox = screen.getByRole('checkbox', { name: 'Is Published?' });
    expect(checkbox).toHaveAccessibleDescription('Shown on the website.');
    await userEvent.click(screen.getByText('Is Published?'));
    expect(checkbox).toBeChecked();
  });

  it('shows its error', () => {
    render(<CheckboxField label="Terms" error="Accept the terms." />);
    const checkbox = screen.getByRole('checkbox', { name: 'Terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Accept the terms.');
  });
});

describe('with react-hook-form', () => {
  function JobForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
    const { register, handleSubmit } = useForm({
      defaultValues: { title: '', status: 'active', remote: false, desc: '' },
    });
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Title" {...register('title')} />
        <SelectField
          label="Status"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'paused', label: 'Paused' },
          ]}
          {...register('status')}
        />
        <CheckboxField label="Remote" {...register('remote')} />
        <TextareaField label="Description" {...register('desc')} />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('register wires every field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<JobForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Cook');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paused');
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Hot food');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Cook',
      status: 'paused',
      remote: true,
      desc: 'Hot food',
    });
  });
});

describe('FormError and FormNotice', () => {
  it('announce a failure as an alert and a notice as a status, and render nothing when empty', () => {
    const { rerender } = render(
      <>
        <FormError>The name is taken.</FormError>
        <FormNotice>Saved.</FormNotice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The name is taken.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    rerender(
      <>
        <FormError />
        <FormNotice>{null}</FormNotice>
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
