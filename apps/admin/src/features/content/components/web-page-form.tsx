import { WEB_PAGE_STATUSES, type WebPage } from '@job-board/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { LazyRichTextEditor } from '../../../components/ui/rich-text-editor/lazy-rich-text-editor';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useDeleteWebPage } from '../api/delete-web-page';
import { useUpdateWebPage, type WebPageUpdate } from '../api/update-web-page';
import { CONTENT_TEXT } from '../messages';

const FIELDS = ['title', 'body', 'is_published', 'status'] as const;

const STATUS_LABELS = { active: CONTENT_TEXT.statusActive, paused: CONTENT_TEXT.statusPaused };
const STATUS_OPTIONS = WEB_PAGE_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

type WebPageFormProps = {
  page: WebPage;
  /** Called after the page was updated or deleted. */
  onDone: () => void;
};

/**
 * Title, Body, "Is Published?" and Page Status, with Update and Delete Page (spec §2). The title
 * is required, as on the server; the server's other sentences show under their fields.
 */
export function WebPageForm({ page, onDone }: WebPageFormProps) {
  const update = useUpdateWebPage();
  const remove = useDeleteWebPage();
  const [isConfirming, setIsConfirming] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WebPageUpdate>({
    defaultValues: {
      title: page.title,
      body: page.body,
      is_published: page.is_published,
      status: page.status,
    },
  });

  const onSubmit = handleSubmit((changes) => {
    update.mutate(
      { id: page.id, changes },
      {
        onSuccess: () => {
          notifySuccess(CONTENT_TEXT.webPageUpdated);
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      },
    );
  });

  async function deletePage() {
    const result = await remove.mutateAsync(page.id);
    notifySuccess(result.message);
    onDone();
  }

  const busy = update.isPending || remove.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={CONTENT_TEXT.titleLabel}
        required
        error={errors.title?.message}
        {...register('title', {
          validate: (title) => title.trim() !== '' || CONTENT_TEXT.titleRequired,
        })}
      />
      <Controller
        name="body"
        control={control}
        render={({ field, fieldState }) => (
          <LazyRichTextEditor
            id="web-page-body"
            label={CONTENT_TEXT.bodyLabel}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={busy}
          />
        )}
      />
      <CheckboxField
        label={CONTENT_TEXT.isPublishedLabel}
        error={errors.is_published?.message}
        {...register('is_published')}
      />
      <SelectField
        label={CONTENT_TEXT.pageStatusLabel}
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register('status')}
      />
      {update.isError && (
        <FormError>{errorMessage(update.error, CONTENT_TEXT.webPageUpdateFailed)}</FormError>
      )}
      <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
        <Button variant="danger" onClick={() => setIsConfirming(true)} disabled={busy}>
          {CONTENT_TEXT.deletePage}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={update.isPending || undefined}>
          {update.isPending ? CONTENT_TEXT.updating : CONTENT_TEXT.update}
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        name={page.title}
        onConfirm={deletePage}
      />
    </form>
  );
}
