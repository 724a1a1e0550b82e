/**
 * The one way to build a form: react-hook-form checked by a zod schema (the contract's, or a
 * form schema built from it), a save that calls the server, the server's 422 sentences placed
 * under their fields, one form-level error for the rest, and one success feedback.
 *
 *   const { form, submit, notice, formError, isSaving } = useSaveForm({
 *     schema: createJobTypeBody,
 *     defaultValues: { name: '' },
 *     save: (values) => createJobType.mutateAsync(values),
 *     success: { message: JOB_TYPE_TEXT.created, hideAfterMs: SUCCESS_NOTICE_MS },
 *     resetAfterSave: 'defaults',
 *     failureFallback: FORM_TEXT.saveFailed,
 *   });
 *   <form onSubmit={submit}>…</form>
 */
import { zodResolver } from '@hookform/resolvers/zod';
// The contract's default sentences (missing field, wrong type) for every form's schema, also one
// built here from plain zod.
import '@job-board/contract/zod';
import { type BaseSyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { notifySuccess } from '../components/ui/toasts';
import { UnsavedChangesGuard } from '../components/ui/unsaved-changes-guard';
import { formLevelError } from './form-errors';

export type SaveSuccess = {
  message: string;
  /** Shown as a toast (for `toastMs`) instead of a notice in the form. */
  toast?: boolean;
  toastMs?: number;
  /** A notice that hides itself after this long; kept until the next submit otherwise. */
  hideAfterMs?: number;
};

export type SaveFormOptions<Values extends FieldValues, Parsed, Result> = {
  /**
   * Checks the fields' values before anything is sent (its messages appear under the fields)
   * and turns them into what `save` sends, e.g. trimmed text, blank as null.
   */
  schema: z.ZodType<Parsed, Values>;
  defaultValues: Values;
  save: (values: Parsed) => Promise<Result>;
  /** What the form says once the server has accepted the save; nothing when absent. */
  success?: SaveSuccess | ((result: Result) => SaveSuccess);
  /**
   * What the fields hold after a save: the values saved (edit forms, the default) or the
   * defaults again (create forms that stay open for the next record).
   */
  resetAfterSave?: 'saved' | 'defaults';
  /** Runs after a successful save, e.g. to close a modal. */
  onSaved?: (result: Result, values: Parsed) => void;
  /** The form-level message of a failure that carries none. */
  failureFallback: string;
  /**
   * Server field names that differ from the form's (`icon_url` shown under `icon`); any other
   * server field that is a form field goes under it, the rest is the form-level error.
   */
  serverFields?: Partial<Record<string, Path<Values>>>;
  /**
   * A page form: ask before leaving the page (or the settings tab) while the fields hold unsaved
   * changes. The form renders the returned `leaveGuard`. Modal forms instead pass `isDirty` to
   * FormModal (saveFormModalProps does), which asks before closing.
   */
  guardLeave?: boolean;
};

export function useSaveForm<Values extends FieldValues, Parsed, Result>({
  schema,
  defaultValues,
  save,
  success,
  resetAfterSave = 'saved',
  onSaved,
  failureFallback,
  serverFields = {},
  guardLeave = false,
}: SaveFormOptions<Values, Parsed, Result>) {
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Parsed>,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { isDirty } = form.formState;
  // Read by the leave guard when the user navigates: false at once after a save, so a form that
  // navigates in onSaved is not held up by the render that has not happened yet.
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  const showSuccess = useCallback((feedback: SaveSuccess) => {
    if (feedback.toast) {
      notifySuccess(feedback.message, { duration: feedback.toastMs });
      return;
    }
    setNotice(feedback.message);
    if (feedback.hideAfterMs) {
      timer.current = setTimeout(() => setNotice(null), feedback.hideAfterMs);
    }
  }, []);

  const saveValues = async (values: Parsed) => {
    // What the fields held, to keep on screen after saving an edit.
    const entered = form.getValues();
    clearTimeout(timer.current);
    setNotice(null);
    setFormError(null);
    setIsSaving(true);
    try {
      const result = await save(values);
      form.reset(resetAfterSave === 'defaults' ? defaultValues : entered);
      dirty.current = false;
      if (success) showSuccess(typeof success === 'function' ? success(result) : success);
      onSaved?.(result, values);
    } catch (error) {
      const fields = Object.keys(defaultValues) as Path<Values>[];
      const setError: typeof form.setError = (name, fieldError, options) =>
        form.setError(serverFields[name] ?? name, fieldError, options);
      const serverNames = [...fields, ...(Object.keys(serverFields) as Path<Values>[])];
      setFormError(formLevelError(error, setError, serverNames, failureFallback));
    } finally {
      setIsSaving(false);
    }
  };
  // Built per event, so the handler (which reads the notice timer) never runs during render.
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(saveValues)(event);

  const leaveGuard = guardLeave ? <UnsavedChangesGuard dirty={dirty} /> : null;

  return { form, submit, notice, formError, isSaving, isDirty, leaveGuard };
}

/** What `useSaveForm` gives a form component. */
export type SaveForm<Values extends FieldValues, Parsed = Values> = ReturnType<
  typeof useSaveForm<Values, Parsed, unknown>
>;
