import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateFilter } from './date-filter';
import { DateInput } from './date-input';

function Controlled({
  initial = '',
  onChange,
}: {
  initial?: string;
  onChange: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        label="Deadline"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('2030-01-02')}>
        Reset
      </button>
    </>
  );
}

describe('DateInput', () => {
  it('shows the day as dd/mm/yyyy and gives yyyy-MM-dd once typed', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="2026-05-07" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Deadline' });
    expect(input).toHaveValue('07/05/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await userEvent.clear(input);
    await userEvent.type(input, '9/12/2026');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-12-09');
    expect(input).toHaveValue('09/12/2026');

    await userEvent.clear(input);
    await userEvent.type(input, '01/02/2027{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2027-02-01');

    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('says why an impossible date is refused and marks the field invalid', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="2026-05-07" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Deadline' });
    await userEvent.clear(input);
    await userEvent.type(input, '31/04/2026');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      '“31/04/2026” is not a date. Enter the day as dd/mm/yyyy, for example 07/05/2026.',
    );
    expect(onChange).toHaveBeenLastCalledWith('31/04/2026');
    expect(input).toHaveValue('31/04/2026');

    await userEvent.clear(input);
    await userEvent.type(input, '30/04/2026');
    await userEvent.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith('2026-04-30');
  });

  it('shows a value set from outside', async () => {
    render(<Controlled onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Deadline' })).toHaveValue('02/01/2030');
  });

  it('has a calendar button', () => {
    render(<Controlled onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Choose a date' })).toBeEnabled();
  });
});

describe('DateFilter', () => {
  it('filters on a typed day and ignores text that is no date', async () => {
    const onChange = vi.fn();
    render(<DateFilter label="From" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'From' });
    await userEvent.type(input, '29/02/2027{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '28/02/2027{Enter}');
    expect(onChange).toHaveBeenCalledWith('2027-02-28');
  });
});
