import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formLevelError } from '../../../lib/form-errors';
import { FORM_TEXT, SUCCESS_NOTICE_MS } from '../messages';

/**
 * The feedback of a create or edit form: the success message (a create form's hides after
 * 3 seconds, spec §4) and the failure not shown under a field.
 */
export function useFormFeedback(isEdit: boolean) {
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
    setFailure(null);
  }, []);

  const succeeded = useCallback(
    (message: string) => {
      clearTimeout(timer.current);
      setNotice(message);
      if (!isEdit) timer.current = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    },
    [isEdit],
  );

  /** 422 sentences go under their fields; anything else is the form's message. */
  const failed = useCallback(
    <T extends FieldValues>(
      error: unknown,
      setError: UseFormSetError<T>,
      fields: readonly Path<T>[],
    ) => {
      setFailure(formLevelError(error, setError, fields, FORM_TEXT.saveFailed));
    },
    [],
  );

  return { notice, failure, start, succeeded, failed };
}
