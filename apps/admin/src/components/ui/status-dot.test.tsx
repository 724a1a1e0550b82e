import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusDot } from './status-dot';

describe('StatusDot', () => {
  it('is a teal dot named "Active" when active', () => {
    render(<StatusDot active />);
    const dot = screen.getByRole('img', { name: 'Active' });
    expect(dot.className).toContain('bg-teal-600');
    expect(dot).toHaveAttribute('title', 'Active');
  });

  it('is a red ring named "Inactive" when inactive', () => {
    render(<StatusDot active={false} />);
    expect(screen.getByRole('img', { name: 'Inactive' }).className).toContain('border-red-600');
  });

  it('accepts a more specific name', () => {
    render(<StatusDot active label="Basic package is active" />);
    expect(screen.getByRole('img', { name: 'Basic package is active' })).toBeInTheDocument();
  });
});
