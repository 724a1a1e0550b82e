import { useCallback, useState } from 'react';

type DialogState<Item> = {
  /** Changes on every opening, so a form keyed by it starts fresh each time. */
  key: number;
  /** The record being edited; null when creating. */
  item: Item | null;
  open: boolean;
};

/** Which create or edit modal is open, and for which record. */
export function useFormDialog<Item>() {
  const [dialog, setDialog] = useState<DialogState<Item>>({ key: 0, item: null, open: false });
  const openCreate = useCallback(
    () => setDialog((current) => ({ key: current.key + 1, item: null, open: true })),
    [],
  );
  const openEdit = useCallback(
    (item: Item) => setDialog((current) => ({ key: current.key + 1, item, open: true })),
    [],
  );
  // The record stays while the modal animates closed.
  const setOpen = useCallback(
    (open: boolean) => setDialog((current) => ({ ...current, open })),
    [],
  );
  return { ...dialog, openCreate, openEdit, setOpen };
}
