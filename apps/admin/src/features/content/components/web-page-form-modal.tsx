import { WEB_PAGE_STATUSES, webPageUpdateBody, type WebPage } from '@job-board/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { LazyRichTextEditor } from '../../../components/ui/rich-text-editor/lazy-rich-text-editor';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { notifySuccess } from '../../../components/ui/toasts';
import { useSaveForm } from '../../../lib/use-save-form';
import { useDeleteWebPage } from '../api/use-delete-web-page';
import { useUpdateWebPage } from '../api/use-update-web-page';
import { CONTENT_TEXT } from '../messages';
import { webPageFormValues } from '../web-page-form-values';

const STATUS_LABELS = { active: CONTENT_TEXT.statusActive, paused: CONTENT_TEXT.statusPaused };
const STATUS_OPTIONS = WEB_PAGE_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

type WebPageFormModalProps = {
  page: WebPage;
  /** Called after the page was updated or deleted, and on Cancel. */
  onClose: () => void;
};

/**
 * "Edit Web Page": Title, Body, "Is Published?" and Page Status, with Update and Delete Page
 * (spec §2). The fields follow the contract's rules; the server's sentences show under them.
 */
export function WebPageFormModal({ page, onClose }: WebPageFormModalProps) {
  const update = useUpdateWebPage();
  const remove = useDeleteWebPage();
  const [isConfirming, setIsConfirming] = useState(false);
  const saveForm = useSaveForm({
    schema: webPageUpdateBody,
    defaultValues: webPageFormValues(page),
    save: (body) => update.mutateAsync({ params: { id: page.id }, body }),
    success: { message: CONTENT_TEXT.webPageUpdated, toast: true },
    onSaved: onClose,
    failureFallback: CONTENT_TEXT.webPageUpdateFailed,
  });
  const {
    register,
    control,
    formState: { errors },
  } = saveForm.form;

  async function deletePage() {
    const result = await remove.mutateAsync({ params: { id: page.id } });
    notifySuccess(result.message);
    onClose();
  }

  return (
    <FormModal
      {...saveFormModalProps(saveForm)}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CONTENT_TEXT.editWebPageTitle}
      size="lg"
      submitLabel={saveForm.isSaving ? CONTENT_TEXT.updating : CONTENT_TEXT.update}
    >
      <TextField
        label={CONTENT_TEXT.titleLabel}
        required
        error={errors.title?.message}
        {...register('title')}
      />
      <Controller
        name="body"
        control={control}
        render={({ field, fieldState }) => (
          <LazyRichTextEditor
            id="web-page-body"
            label={CONTENT_TEXT.bodyLabel}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={saveForm.isSaving}
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
      <Button
        variant="danger"
        onClick={() => setIsConfirming(true)}
        disabled={saveForm.isSaving}
        className="self-start"
      >
        {CONTENT_TEXT.deletePage}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        name={page.title}
        onConfirm={deletePage}
      />
    </FormModal>
  );
}
