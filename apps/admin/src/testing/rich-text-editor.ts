/**
 * The rich-text editor in jsdom: layout stubs so it takes input, a finder that waits for its
 * lazily loaded code, and a paste (typing into a contenteditable is unreliable in jsdom).
 */
import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';

// jsdom has no layout; ProseMirror measures the caret after each change, and empty
// measurements are enough for it to carry on.
const EMPTY_RECT = new DOMRect(0, 0, 0, 0);
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const layoutStubs = [
  [Range.prototype, 'getClientRects', emptyRects],
  [Range.prototype, 'getBoundingClientRect', () => EMPTY_RECT],
  [Document.prototype, 'elementFromPoint', () => null],
] as const;

/** Lets the rich-text editor take input in jsdom; call at the top of a test file. */
export function stubEditorLayout() {
  beforeAll(() => {
    for (const [target, name, stub] of layoutStubs) {
      Object.defineProperty(target, name, { value: stub, configurable: true, writable: true });
    }
  });
  afterAll(() => {
    for (const [target, name] of layoutStubs) Reflect.deleteProperty(target, name);
  });
}

/** The rich-text editor named `label`, once its lazily loaded code has arrived. */
export function findEditor(label: string) {
  return screen.findByRole('textbox', { name: label }, { timeout: 10_000 });
}

/**
 * Pastes text at the end of an editor (typing into a contenteditable is unreliable in jsdom;
 * a paste carries its content in the event).
 */
export function pasteInto(editor: HTMLElement, text: string) {
  act(() => {
    editor.focus();
    const range = document.createRange();
    range.selectNodeContents(editor);
    range.collapse(false);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: ['text/plain'],
      getData: (type: string) => (type === 'text/plain' ? text : ''),
    },
  });
  act(() => {
    editor.dispatchEvent(event);
  });
}
