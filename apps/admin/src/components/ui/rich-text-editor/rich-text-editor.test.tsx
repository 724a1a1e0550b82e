import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '../../../testing/rich-text-editor';
import { RichTextEditor } from './rich-text-editor';

function Harness({
  initial = '',
  onChange = vi.fn(),
}: {
  initial?: string;
  onChange?: (html: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="body"
        label="Body"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <output data-testid="html">{value}</output>
      <button type="button" onClick={() => setValue('<p>Loaded from the server</p>')}>
        Load
      </button>
    </>
  );
}

stubEditorLayout();

function editorBox() {
  return screen.getByRole('textbox', { name: 'Body' });
}

function toolbarButton(name: string) {
  return within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name });
}

/**
 * Sets the DOM selection in the editor the way a user's drag or click would. (jsdom has no layout,
 * so pointer clicks inside ProseMirror's view cannot be turned into positions.)
 */
function select(mode: 'all' | 'end') {
  const box = editorBox();
  act(() => {
    box.focus();
    const range = document.createRange();
    range.selectNodeContents(box);
    if (mode === 'end') range.collapse(false);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

const selectAllText = () => select('all');

/**
 * Pastes into the editor. (Typing into a contenteditable is not reliable in jsdom: ProseMirror
 * reads typed text back from DOM mutations, which jsdom reports imperfectly; a paste carries its
 * content in the event.)
 */
function paste({ text = '', html = '' }: { text?: string; html?: string }) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const types = [...(html ? ['text/html'] : []), ...(text ? ['text/plain'] : [])];
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types,
      getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? text : ''),
    },
  });
  act(() => {
    editorBox().dispatchEvent(event);
  });
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box starting with an empty paragraph', () => {
    render(<Harness />);
    const box = editorBox();
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('id', 'body');
    expect(box.innerHTML).toContain('<p>');
  });

  it('offers exactly bold, italic, link, heading, bullet list, numbered list, undo and redo', () => {
    render(<Harness />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Bold',
      'Italic',
      'Link',
      'Heading',
      'Bullet list',
      'Numbered list',
      'Undo',
      'Redo',
    ]);
    expect(toolbar).toHaveAttribute('aria-controls', 'body');
  });

  it('shows the initial HTML and emits HTML when text is added', () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    expect(editorBox()).toHaveTextContent('Hello');
    select('end');
    paste({ text: ' world' });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>');
  });

  it('makes the selection bold and marks the button pressed', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Hello</p>" />);
    expect(toolbarButton('Bold')).toHaveAttribute('aria-pressed', 'false');
    selectAllText();
    await user.click(toolbarButton('Bold'));
    expect(screen.getByTestId('html')).toHaveTextContent('<p><strong>Hello</strong></p>');
    expect(toolbarButton('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(toolbarButton('Italic')).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles italic, a heading and both kinds of list', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Hello</p>" />);
    selectAllText();
    await user.click(toolbarButton('Italic'));
    expect(screen.getByTestId('html')).toHaveTextContent('<p><em>Hello</em></p>');

    await user.click(toolbarButton('Heading'));
    expect(screen.getByTestId('html')).toHaveTextContent('<h2><em>Hello</em></h2>');
    expect(toolbarButton('Heading')).toHaveAttribute('aria-pressed', 'true');
    await user.click(toolbarButton('Heading'));
    expect(screen.getByTestId('html')).toHaveTextContent('<p><em>Hello</em></p>');

    await user.click(toolbarButton('Bullet list'));
    expect(screen.getByTestId('html')).toHaveTextContent('<ul><li><p><em>Hello</em></p></li></ul>');
    expect(toolbarButton('Bullet list')).toHaveAttribute('aria-pressed', 'true');
    await user.click(toolbarButton('Numbered list'));
    expect(screen.getByTestId('html')).toHaveTextContent('<ol><li><p><em>Hello</em></p></li></ol>');
    expect(toolbarButton('Numbered list')).toHaveAttribute('aria-pressed', 'true');
    expect(toolbarButton('Bullet list')).toHaveAttribute('aria-pressed', 'false');
  });

  it('undoes and redoes, with the buttons disabled when there is nothing to do', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Hello</p>" />);
    expect(toolbarButton('Undo')).toHaveAttribute('aria-disabled', 'true');
    expect(toolbarButton('Redo')).toHaveAttribute('aria-disabled', 'true');
    selectAllText();
    await user.click(toolbarButton('Bold'));
    expect(toolbarButton('Undo')).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(toolbarButton('Undo'));
    expect(screen.getByTestId('html')).toHaveTextContent('<p>Hello</p>');
    expect(toolbarButton('Redo')).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(toolbarButton('Redo'));
    expect(screen.getByTestId('html')).toHaveTextContent('<p><strong>Hello</strong></p>');
  });

  describe('links', () => {
    it('asks for an address and links the selection', async () => {
      const user = userEvent.setup();
      render(<Harness initial="<p>Hello</p>" />);
      selectAllText();
      await user.click(toolbarButton('Link'));
      const address = screen.getByRole('textbox', { name: 'Link address' });
      expect(address).toHaveFocus();
      await user.type(address, 'https://example.com/jobs{Enter}');
      expect(screen.getByTestId('html')).toHaveTextContent(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/jobs">Hello</a></p>',
      );
      expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
      expect(toolbarButton('Link')).toHaveAttribute('aria-pressed', 'true');
    });

    it('refuses addresses other than http, https and mailto', async () => {
      const user = userEvent.setup();
      render(<Harness initial="<p>Hello</p>" />);
      selectAllText();
      await user.click(toolbarButton('Link'));
      const address = screen.getByRole('textbox', { name: 'Link address' });
      await user.type(address, 'javascript:alert(1)');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(address).toHaveAccessibleDescription(
        'Enter a full address starting with http://, https:// or mailto:',
      );
      expect(address).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('html')).toHaveTextContent('<p>Hello</p>');
    });

    it('inserts the address as a link when nothing is selected', async () => {
      const user = userEvent.setup();
      render(<Harness initial="<p>Contact</p>" />);
      select('end');
      await user.click(toolbarButton('Link'));
      await user.type(
        screen.getByRole('textbox', { name: 'Link address' }),
        'mailto:hr@example.com',
      );
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByTestId('html')).toHaveTextContent(
        '<p>Contact<a target="_blank" rel="noopener noreferrer nofollow" href="mailto:hr@example.com">mailto:hr@example.com</a></p>',
      );
    });

    it('edits or removes an existing link, and Esc cancels', async () => {
      const user = userEvent.setup();
      render(<Harness initial='<p><a href="https://old.example.com">Hello</a></p>' />);
      selectAllText();
      await user.click(toolbarButton('Link'));
      const address = screen.getByRole('textbox', { name: 'Link address' });
      expect(address).toHaveValue('https://old.example.com');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();

      selectAllText();
      await user.click(toolbarButton('Link'));
      await user.click(screen.getByRole('button', { name: 'Remove link' }));
      expect(screen.getByTestId('html')).toHaveTextContent('<p>Hello</p>');
    });
  });

  const UNSUPPORTED_HTML =
    '<p><s>strike</s> <u>under</u> <code>code</code> <a href="javascript:alert(1)">bad</a> ' +
    '<a href="https://ok.example.com">good</a></p>' +
    '<blockquote><p>quote</p></blockquote><pre><code>block</code></pre><hr><p>line<br>break</p>';

  function expectOnlySupportedMarkup(box: HTMLElement) {
    expect(box.querySelector('s, u, code, blockquote, pre, hr, script')).toBeNull();
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://ok.example.com',
    ]);
    expect(box).toHaveTextContent('strike under code bad good');
    expect(box).toHaveTextContent('quote');
    expect(box).toHaveTextContent('block');
  }

  it('keeps only supported formats and safe links from pasted HTML', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    select('end');
    paste({ html: UNSUPPORTED_HTML, text: 'fallback' });
    expectOnlySupportedMarkup(editorBox());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).not.toMatch(/<(s|u|code|blockquote|pre|hr)\b|javascript:/);
    // Line breaks are kept, as the server's sanitiser does.
    expect(html).toContain('line<br>break');
  });

  it('keeps only supported formats and safe links from a loaded value', () => {
    const { rerender } = render(
      <RichTextEditor id="b" label="Body" value="" onChange={() => {}} />,
    );
    rerender(<RichTextEditor id="b" label="Body" value={UNSUPPORTED_HTML} onChange={() => {}} />);
    expectOnlySupportedMarkup(editorBox());
  });

  it('follows a value set from outside without emitting it back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(editorBox()).toHaveTextContent('Loaded from the server');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a validation message linked to the text box, and clears it', () => {
    const { rerender } = render(
      <RichTextEditor id="b" label="Body" value="" onChange={() => {}} />,
    );
    expect(editorBox()).not.toHaveAttribute('aria-invalid');
    rerender(
      <RichTextEditor id="b" label="Body" value="" onChange={() => {}} error="Body is required." />,
    );
    expect(editorBox()).toHaveAttribute('aria-invalid', 'true');
    expect(editorBox()).toHaveAccessibleDescription('Body is required.');
    rerender(<RichTextEditor id="b" label="Body" value="" onChange={() => {}} />);
    expect(editorBox()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Body is required.')).not.toBeInTheDocument();
  });

  it('marks a required field with an asterisk and aria-required', () => {
    const { rerender } = render(
      <RichTextEditor id="b" label="Body" value="" onChange={() => {}} required />,
    );
    expect(editorBox()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    rerender(<RichTextEditor id="b" label="Body" value="" onChange={() => {}} />);
    expect(editorBox()).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('can be disabled and enabled again', () => {
    const { rerender } = render(
      <RichTextEditor id="b" label="Body" value="<p>x</p>" onChange={() => {}} disabled />,
    );
    expect(editorBox()).toHaveAttribute('contenteditable', 'false');
    expect(editorBox()).toHaveAttribute('aria-disabled', 'true');
    expect(toolbarButton('Bold')).toHaveAttribute('aria-disabled', 'true');
    rerender(<RichTextEditor id="b" label="Body" value="<p>x</p>" onChange={() => {}} />);
    expect(editorBox()).toHaveAttribute('contenteditable', 'true');
    expect(editorBox()).not.toHaveAttribute('aria-disabled');
    expect(toolbarButton('Bold')).toHaveAttribute('aria-disabled', 'false');
  });
});
