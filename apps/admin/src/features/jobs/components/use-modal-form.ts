import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useFormFeedback } from './use-form-feedback';

type ModalFormText = {
  createTitle: string;
  editTitle: string;
  created: string;
  updated: string;
};

type ModalFormOptions<Values extends FieldValues> = {
  resolver: Resolver<Values>;
  /** The form filled with the record being edited; null when creating. */
  edited: Values | null;
  /** The blank form: where a create form starts and what it returns to after each save. */
  empty: Values;
  /** The fields a server's 422 sentences are placed under. */
  fields: readonly Path<Values>[];
  /** Creates, or updates the record being edited. */
  save: (values: Values) => Promise<unknown>;
  isPending: boolean;
  /** The modal's titles and success messages, e.g. a resource's message object. */
  text: ModalFormText;
  /** Runs after a create has saved and the form is blank again. */
  onCreated?: () => void;
};

/**
 * The form of a create or edit modal: react-hook-form with the resolver, and a submit that saves,
 * resets the form (to blank after a create) and reports success or failure. `modal` is the
 * props of `FormModal` apart from `open` and `onOpenChange`.
 */
export function useModalForm<Values extends FieldValues>({
  resolver,
  edited,
  empty,
  fields,
  save,
  isPending,
  text,
  onCreated,
}: ModalFormOptions<Values>) {
  const isEdit = edited !== null;
  const feedback = useFormFeedback(isEdit);
  const form = useForm<Values>({
    resolver,
    // A whole Values is a valid DefaultValues<Values>; TypeScript cannot see it for a generic one.
    defaultValues: (edited ?? empty) as DefaultValues<Values>,
  });
  const { handleSubmit, reset, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    feedback.start();
    try {
      await save(values);
      if (isEdit) {
        reset(values);
        feedback.succeeded(text.updated);
      } else {
        reset(empty);
        onCreated?.();
        feedback.succeeded(text.created);
      }
    } catch (error) {
      feedback.failed(error, setError, fields);
    }
  });

  return {
    form,
    modal: {
      title: isEdit ? text.editTitle : text.createTitle,
      isEdit,
      isPending,
      notice: feedback.notice,
      failure: feedback.failure,
      onSubmit,
    },
  };
}
