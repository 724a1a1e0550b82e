import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'amber'],
    ['approved', 'Approved', 'green'],
    ['rejected', 'Rejected', 'red'],
    ['active', 'Active', 'teal'],
    ['paused', 'Paused', 'slate'],
  ])('shows %s as the text "%s" in %s', (status, text, colour) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(text);
    expect(badge.className).toContain(`bg-${colour}-`);
  });

  it('accepts any letter case', () => {
    render(<StatusBadge status="APPROVED" />);
    expect(screen.getByText('Approved').className).toContain('bg-green-');
  });

  it('shows an unknown status in neutral colours, still with its text', () => {
    render(<StatusBadge status="archived" />);
    expect(screen.getByText('Archived').className).toContain('bg-slate-');
  });
});
