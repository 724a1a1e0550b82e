import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

describe('LazyRichTextEditor', () => {
  it('shows a labelled placeholder while loading, then the editor', async () => {
    render(<LazyRichTextEditor id="body" label="Body" value="<p>Hi</p>" onChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading editor…');
    expect(screen.getByText('Body')).toBeInTheDocument();
    // Loading Tiptap can take a while on a busy machine.
    expect(
      await screen.findByRole('textbox', { name: 'Body' }, { timeout: 10_000 }),
    ).toHaveTextContent('Hi');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
