import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('shows the label and the value in a group named by the label', () => {
    render(<StatCard label="Pending" value={1234} tone="amber" />);
    const card = screen.getByRole('group', { name: 'Pending' });
    expect(within(card).getByText('1,234')).toBeInTheDocument();
  });

  it('shows a hint and hides the decorative icon from assistive tech', () => {
    render(
      <StatCard label="Jobs" value={12} hint="3 this week" icon={<svg data-testid="icon" />} />,
    );
    expect(screen.getByText('3 this week')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a non-numeric value as given', () => {
    render(<StatCard label="Change" value="12.5%" />);
    expect(screen.getByText('12.5%')).toBeInTheDocument();
  });
});
