/** The `onOpenChange` of a modal that is shown while it exists: closing it calls `onClose`. */
export const closeOnDismiss = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};
