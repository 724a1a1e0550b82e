import type { ListColumn } from '@job-board/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button';

type ColumnChooserProps = {
  columns: readonly ListColumn[];
  /** The ids of the columns shown. */
  visible: readonly string[];
  onChange: (id: string, visible: boolean) => void;
};

/**
 * "Columns": a button opening a group of checkboxes, one per column the admin may show or hide
 * (required columns are always shown and not offered). Escape or a click elsewhere closes it and
 * the focus goes back to the button. The last column shown cannot be hidden.
 */
export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const offered = columns.filter((column) => !column.required);
  // The URL changes in a transition: the box shows the admin's choice until it has.
  const visibleKey = visible.join(',');
  const [choice, setChoice] = useState<{ id: string; visible: boolean; from: string } | null>(null);
  const chosen = choice?.from === visibleKey ? choice : null;

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (offered.length === 0) return null;

  const close = () => {
    setOpen(false);
    root.current?.querySelector('button')?.focus();
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        Columns
      </Button>
      {open && (
        <fieldset
          id={panelId}
          className="absolute right-0 z-30 mt-1 flex min-w-48 flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg"
        >
          <legend className="sr-only">Shown columns</legend>
          {offered.map((column) => {
            const checked = chosen?.id === column.id ? chosen.visible : visible.includes(column.id);
            return (
              <label
                key={column.id}
                className="flex min-h-8 cursor-pointer items-center gap-2 rounded px-2 text-slate-800 hover:bg-slate-100"
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={checked && visible.length === 1}
                  onChange={(event) => {
                    setChoice({ id: column.id, visible: event.target.checked, from: visibleKey });
                    onChange(column.id, event.target.checked);
                  }}
                  className="size-4 accent-teal-700"
                />
                {column.label}
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
