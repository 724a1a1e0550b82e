import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ImageWithFallback } from './image-with-fallback';
import { LoadingBlock, Skeleton } from './skeleton';

describe('Skeleton and LoadingBlock', () => {
  it('hides the skeleton from assistive tech', () => {
    const { container } = render(<Skeleton className="h-4" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces what is loading', () => {
    render(<LoadingBlock label="Loading chart…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
  });
});

describe('EmptyState', () => {
  it('shows the message and an optional action', () => {
    render(<EmptyState message="No Partners Registered." action={<button>Add</button>} />);
    expect(screen.getByText('No Partners Registered.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('announces the message and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState message="Failed to load KYC details" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load KYC details');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has a general message and no button without onRetry', () => {
    render(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong while loading this data.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables Retry while retrying', () => {
    render(<ErrorState message="x" onRetry={() => {}} isRetrying />);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
  });
});

describe('Card', () => {
  it('is a region named by its heading, with actions', () => {
    render(
      <Card
        title="Blog Posts"
        actions={<a href="/admin/content-management">View All Posts &gt;</a>}
      >
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Blog Posts' });
    expect(screen.getByRole('heading', { level: 2, name: 'Blog Posts' })).toBeInTheDocument();
    expect(region).toContainElement(screen.getByRole('link', { name: 'View All Posts >' }));
    expect(region).toContainElement(screen.getByText('Body'));
  });

  it('supports a level-3 heading and no heading at all', () => {
    const { rerender } = render(
      <Card title="Skills" headingLevel={3}>
        x
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Skills' })).toBeInTheDocument();
    rerender(<Card>x</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('ImageWithFallback', () => {
  it('rewrites local development addresses', () => {
    render(<ImageWithFallback src="http://localhost:8000/uploads/a.jpg" alt="Acme" />);
    expect(screen.getByRole('img', { name: 'Acme' })).toHaveAttribute(
      'src',
      `${window.location.origin}/img/uploads/a.jpg`,
    );
  });

  it('uses the fallback when the image fails, then a placeholder when that fails too', () => {
    render(<ImageWithFallback src="/img/a.jpg" alt="Ada" fallbackSrc="/img/sample-profile.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    const fallback = screen.getByRole('img', { name: 'Ada' });
    expect(fallback).toHaveAttribute('src', '/img/sample-profile.jpg');
    fireEvent.error(fallback);
    // A named placeholder, not a third image to load.
    expect(screen.getByRole('img', { name: 'Ada' })).not.toHaveAttribute('src');
  });
});
