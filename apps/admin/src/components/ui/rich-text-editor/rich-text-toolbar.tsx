import { Toolbar } from '@base-ui/react/toolbar';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ComponentType, SVGProps } from 'react';
import {
  BoldIcon,
  BulletListIcon,
  HeadingIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  RedoIcon,
  UndoIcon,
} from '../icons';

/** The one heading level the toolbar creates. */
export const TOOLBAR_HEADING_LEVEL = 2;

type ToolbarState = {
  bold: boolean;
  italic: boolean;
  link: boolean;
  heading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

function readState(editor: Editor): ToolbarState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    link: editor.isActive('link'),
    heading: editor.isActive('heading', { level: TOOLBAR_HEADING_LEVEL }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type ToolbarButtonProps = {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  onClick: () => void;
  /** For toggles: whether the format applies to the selection. */
  pressed?: boolean;
  disabled?: boolean;
};

function ToolbarButton({ label, icon: Icon, onClick, pressed, disabled }: ToolbarButtonProps) {
  return (
    <Toolbar.Button
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: the command then applies to what the user selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 aria-pressed:bg-teal-100 aria-pressed:text-teal-900 data-disabled:cursor-not-allowed data-disabled:text-slate-300 data-disabled:hover:bg-transparent"
    >
      <Icon />
    </Toolbar.Button>
  );
}

type RichTextToolbarProps = {
  editor: Editor;
  editorId: string;
  disabled?: boolean;
  onLinkRequest: () => void;
};

/** Bold, italic, link, heading, bullet list, numbered list, undo and redo — and nothing else. */
export function RichTextToolbar({
  editor,
  editorId,
  disabled,
  onLinkRequest,
}: RichTextToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => readState(current) });
  const run =
    (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
      command(editor.chain().focus()).run();

  return (
    <Toolbar.Root
      aria-label="Formatting"
      aria-controls={editorId}
      disabled={disabled}
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-1 py-1"
    >
      <ToolbarButton
        label="Bold"
        icon={BoldIcon}
        pressed={state.bold}
        onClick={run((chain) => chain.toggleBold())}
      />
      <ToolbarButton
        label="Italic"
        icon={ItalicIcon}
        pressed={state.italic}
        onClick={run((chain) => chain.toggleItalic())}
      />
      <ToolbarButton label="Link" icon={LinkIcon} pressed={state.link} onClick={onLinkRequest} />
      <Toolbar.Separator className="mx-1 h-5 w-px bg-slate-300" />
      <ToolbarButton
        label="Heading"
        icon={HeadingIcon}
        pressed={state.heading}
        onClick={run((chain) => chain.toggleHeading({ level: TOOLBAR_HEADING_LEVEL }))}
      />
      <ToolbarButton
        label="Bullet list"
        icon={BulletListIcon}
        pressed={state.bulletList}
        onClick={run((chain) => chain.toggleBulletList())}
      />
      <ToolbarButton
        label="Numbered list"
        icon={NumberedListIcon}
        pressed={state.orderedList}
        onClick={run((chain) => chain.toggleOrderedList())}
      />
      <Toolbar.Separator className="mx-1 h-5 w-px bg-slate-300" />
      <ToolbarButton
        label="Undo"
        icon={UndoIcon}
        disabled={!state.canUndo}
        onClick={run((chain) => chain.undo())}
      />
      <ToolbarButton
        label="Redo"
        icon={RedoIcon}
        disabled={!state.canRedo}
        onClick={run((chain) => chain.redo())}
      />
    </Toolbar.Root>
  );
}
