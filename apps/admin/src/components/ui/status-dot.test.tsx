import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusDot } from './status-dot';

describe('StatusDot', () => {
  it('is named "Active" when active, with the name as its tooltip', () => {
    render(<StatusDot active />);
    expect(screen.getByRole('img', { name: 'Active' })).toHaveAttribute('title', 'Active');
  });

  it('is named "Inactive" when inactive, with the name as its tooltip', () => {
    render(<StatusDot active={false} />);
    expect(screen.getByRole('img', { name: 'Inactive' })).toHaveAttribute('title', 'Inactive');
  });

  it('accepts a more specific name', () => {
    render(<StatusDot active label="Basic package is active" />);
    expect(screen.getByRole('img', { name: 'Basic package is active' })).toBeInTheDocument();
  });
});
