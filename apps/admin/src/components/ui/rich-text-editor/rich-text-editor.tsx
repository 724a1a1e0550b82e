import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import clsx from 'clsx';
// ProseMirror's own rules, as a style sheet that arrives with the editor's code: Tiptap would
// otherwise add them as a <style> tag while the editor mounts, restyling the whole page then.
import 'prosemirror-view/style/prosemirror.css';
import { useEffect, useId, useRef, useState } from 'react';
import { RequiredMark } from '../field-shell';
import { RICH_TEXT_CLASSES } from '../rich-text-view';
import { LinkForm } from './link-form';
import { EMPTY_RICH_TEXT, richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';

export type RichTextEditorProps = {
  /** The id of the editable area (for aria-controls, error links, tests). */
  id: string;
  /** The field's visible label and the editable area's accessible name. */
  label: string;
  /** HTML; empty means one empty paragraph. */
  value: string;
  /** Called with the new HTML after every change. */
  onChange: (html: string) => void;
  /** A validation message shown under the editor and announced with it. */
  error?: string;
  /** Marks the field required: an asterisk after the label, aria-required on the text box. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

// The text looks as it will when shown (RichTextView).
const EDITABLE_CLASSES = `min-h-40 px-3 py-2 outline-none ${RICH_TEXT_CLASSES}`;

type LinkRequest = { url: string; canRemove: boolean };

function openLinkRequest(editor: Editor): LinkRequest {
  const href: unknown = editor.getAttributes('link').href;
  return { url: typeof href === 'string' ? href : '', canRemove: editor.isActive('link') };
}

/** A small HTML editor (Tiptap) whose toolbar offers exactly the formats the site keeps. */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  className,
}: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const [linkRequest, setLinkRequest] = useState<LinkRequest | null>(null);
  // The HTML the editor last held or emitted, to tell an outside change from our own echo.
  const knownValue = useRef(value);

  // Re-read on every render (useEditor passes the latest options on), so they follow the props.
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: EDITABLE_CLASSES,
  };
  if (error) {
    attributes['aria-invalid'] = 'true';
    attributes['aria-describedby'] = errorId;
  }
  if (required) attributes['aria-required'] = 'true';
  if (disabled) attributes['aria-disabled'] = 'true';

  const editor = useEditor({
    extensions: richTextExtensions,
    injectCSS: false,
    content: value || EMPTY_RICH_TEXT,
    editable: !disabled,
    onUpdate: ({ editor: current }) => {
      knownValue.current = current.getHTML();
      onChange(knownValue.current);
    },
    editorProps: { attributes },
  });

  // A value set from outside (form reset, record loaded) replaces the content without echoing.
  useEffect(() => {
    if (value === knownValue.current) return;
    knownValue.current = value;
    editor.commands.setContent(value || EMPTY_RICH_TEXT, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable !== !disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  function closeLinkForm() {
    setLinkRequest(null);
    editor.commands.focus();
  }

  function applyLink(url: string) {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({
        type: 'text',
        text: url,
        marks: [{ type: 'link', attrs: { href: url } }],
      });
    } else {
      chain.extendMarkRange('link').setLink({ href: url });
    }
    chain.run();
    setLinkRequest(null);
  }

  function removeLink() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkRequest(null);
  }

  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <span
        id={labelId}
        className="text-sm font-medium text-slate-700"
        onClick={() => editor.commands.focus()}
      >
        {label}
        {required && <RequiredMark />}
      </span>
      <div
        className={clsx(
          'overflow-hidden rounded-md border bg-white focus-within:border-teal-600',
          error ? 'border-red-600' : 'border-slate-300',
          disabled && 'bg-slate-50 opacity-75',
        )}
      >
        <RichTextToolbar
          editor={editor}
          editorId={id}
          disabled={disabled}
          onLinkRequest={() => setLinkRequest(openLinkRequest(editor))}
        />
        {linkRequest && (
          <LinkForm
            initialUrl={linkRequest.url}
            canRemove={linkRequest.canRemove}
            onApply={applyLink}
            onRemove={removeLink}
            onCancel={closeLinkForm}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export default RichTextEditor;
