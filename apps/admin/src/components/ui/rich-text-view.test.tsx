import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from './rich-text-view';

function view(html: string) {
  const { container } = render(<RichTextView html={html} />);
  return container.firstElementChild as HTMLElement;
}

describe('RichTextView', () => {
  it('keeps paragraphs, headings, lists and emphasis as written', () => {
    const shown = view(
      '<h2>What you will do</h2><p>Prepare <strong>reports</strong> and <em>plans</em>.</p>' +
        '<ul><li>One</li><li>Two</li></ul><ol start="3" type="a"><li>Three</li></ol>',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What you will do' })).toBeVisible();
    expect(screen.getByText('reports', { selector: 'strong' })).toBeVisible();
    expect(screen.getByText('plans', { selector: 'em' })).toBeVisible();
    const [bullets, numbered] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(numbered).toHaveAttribute('start', '3');
    expect(numbered).toHaveAttribute('type', 'a');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
    expect(shown.querySelectorAll('p')).toHaveLength(1);
  });

  it('opens safe links in a new tab without the opener and drops unsafe ones', () => {
    view(
      '<p><a href="https://example.com/jobs" onclick="x()">Apply</a> ' +
        '<a href="javascript:alert(1)">Trap</a></p>',
    );
    const link = screen.getByRole('link', { name: 'Apply' });
    expect(link).toHaveAttribute('href', 'https://example.com/jobs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).not.toHaveAttribute('onclick');
    expect(screen.queryByRole('link', { name: 'Trap' })).not.toBeInTheDocument();
    expect(screen.getByText(/Trap/)).toBeVisible();
  });

  it('drops elements and attributes outside the allow-list, keeping their text', () => {
    const shown = view(
      '<p style="color:red" class="x">Kept <span>inside</span></p><img src="x" onerror="y()">' +
        '<script>alert(1)</script><style>p{}</style><div>Loose text</div>',
    );
    expect(shown.querySelector('img, script, style, span, div')).toBeNull();
    expect(shown.querySelector('p')).not.toHaveAttribute('style');
    expect(shown.querySelector('p')).not.toHaveAttribute('class');
    expect(shown).toHaveTextContent('Kept inside');
    expect(shown).toHaveTextContent('Loose text');
    expect(shown).not.toHaveTextContent('alert');
  });

  it('shows N/A for text without words, or the given placeholder', () => {
    const { rerender } = render(<RichTextView html="<p></p>" />);
    expect(screen.getByText('N/A')).toBeVisible();
    rerender(<RichTextView html="" empty="No description." />);
    expect(screen.getByText('No description.')).toBeVisible();
  });
});
