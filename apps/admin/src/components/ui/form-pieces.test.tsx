import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { MessagesForm } from './messages-form';
import { SubmitButton } from './submit-button';
import { formattedColumn, timeAgoColumn } from './table-columns';

describe('Button busy', () => {
  it('is disabled and announced busy while its action runs, and neither otherwise', () => {
    const { rerender } = render(<Button busy>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    rerender(<Button busy={false}>Send</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('SubmitButton', () => {
  it('submits, and says what it is doing while the form saves', () => {
    const { rerender } = render(
      <SubmitButton isSaving={false} label="Save" savingLabel="Saving..." />,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    rerender(<SubmitButton isSaving label="Save" savingLabel="Saving..." />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});

describe('MessagesForm', () => {
  it('shows its notice and failure above the fields, and leaves checking to the schema', () => {
    render(
      <MessagesForm aria-label="Profile" notice="Saved." error="Could not save.">
        <input aria-label="Name" />
      </MessagesForm>,
    );
    const form = screen.getByRole('form', { name: 'Profile' });
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
    expect(form.lastElementChild).toBe(screen.getByLabelText('Name'));
  });
});

describe('table columns', () => {
  type Row = { ms: number | null; at: string };

  it('formats a present value and leaves an empty one to the table', () => {
    const column = formattedColumn<Row, number | null>(
      { id: 'ms', header: 'Duration' },
      (row) => row.ms,
      (ms) => `${ms / 1000} s`,
    );
    expect(column.value({ ms: 1500, at: '' })).toBe(1500);
    expect(column.render?.({ ms: 1500, at: '' })).toBe('1.5 s');
    expect(column.render?.({ ms: null, at: '' })).toBeNull();
  });

  it('shows a recent moment as a relative time element carrying the machine value', () => {
    const column = timeAgoColumn<Row>({ id: 'at', header: 'At' }, (row) => row.at);
    expect(column.value({ ms: null, at: '2026-03-04T05:06:07Z' })).toBe('2026-03-04T05:06:07Z');
    render(
      <>{column.render?.({ ms: null, at: new Date(Date.now() - 7_200_000).toISOString() })}</>,
    );
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(time?.textContent).toMatch(/^2 hours ago \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)$/);
  });
});
