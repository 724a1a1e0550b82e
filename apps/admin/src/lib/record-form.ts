import type { SaveSuccess } from './use-save-form';

/** The texts of a form that creates a record or edits one. */
export const RECORD_FORM_TEXT = {
  save: 'Save',
  saving: 'Saving...',
  update: 'Update',
  updating: 'Updating...',
  saveFailed: 'Could not save. Please try again.',
} as const;

/** The submit button's text: Save when creating, Update when editing, and theirs while saving. */
export function recordSubmitLabel(isEdit: boolean, isSaving: boolean): string {
  if (isEdit) return isSaving ? RECORD_FORM_TEXT.updating : RECORD_FORM_TEXT.update;
  return isSaving ? RECORD_FORM_TEXT.saving : RECORD_FORM_TEXT.save;
}

type RecordSaveOptions = {
  success: SaveSuccess;
  resetAfterSave: 'saved' | 'defaults';
  failureFallback: string;
};

/**
 * The `useSaveForm` options that tell creating from editing: a create form says `created` in a
 * toast (its modal closes, or stays for the next record) and starts blank again; an edit form
 * keeps the saved values and says `updated`.
 */
export function recordSaveOptions(
  isEdit: boolean,
  text: { created: string; updated: string },
): RecordSaveOptions {
  const failureFallback = RECORD_FORM_TEXT.saveFailed;
  if (isEdit)
    return { success: { message: text.updated }, resetAfterSave: 'saved', failureFallback };
  return {
    success: { message: text.created, toast: true },
    resetAfterSave: 'defaults',
    failureFallback,
  };
}
