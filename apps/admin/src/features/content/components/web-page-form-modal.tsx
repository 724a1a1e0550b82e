import { slugFromTitle, WEB_PAGE_STATUSES, type WebPage } from '@job-board/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { LazyRichTextEditor } from '../../../components/ui/rich-text-editor/lazy-rich-text-editor';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { UNDO_TEXT, useNotifyDeleted } from '../../../lib/use-undo';
import { useCreateWebPage } from '../api/use-create-web-page';
import { useDeleteWebPage } from '../api/use-delete-web-page';
import { useUpdateWebPage } from '../api/use-update-web-page';
import { CONTENT_TEXT } from '../messages';
import {
  EMPTY_WEB_PAGE_VALUES,
  webPageFormSchema,
  webPageFormValues,
} from '../web-page-form-values';
import { TitleAndSlugFields } from './title-and-slug-fields';

const STATUS_LABELS = { active: CONTENT_TEXT.statusActive, paused: CONTENT_TEXT.statusPaused };
const STATUS_OPTIONS = WEB_PAGE_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

type WebPageFormModalProps = {
  /** The page being edited; absent for a new page. */
  page?: WebPage;
  /** Called after the page was saved or deleted, and on Cancel. */
  onClose: () => void;
};

/**
 * "Add Web Page" and "Edit Web Page": Title, Body and "Is Published?". A new page also
 * has its Slug (follows the title until "Edit the slug manually" is ticked; a slug another page
 * has is refused by the server (409), shown above the fields); a saved page has its Page Status,
 * Update and Delete Page. The fields follow the contract's rules; the server's sentences show
 * under them.
 */
export function WebPageFormModal({ page, onClose }: WebPageFormModalProps) {
  const create = useCreateWebPage();
  const update = useUpdateWebPage();
  const remove = useDeleteWebPage();
  const notifyDeleted = useNotifyDeleted();
  const [isConfirming, setIsConfirming] = useState(false);
  const saveForm = useSaveForm({
    schema: webPageFormSchema,
    defaultValues: page ? webPageFormValues(page) : EMPTY_WEB_PAGE_VALUES,
    // A saved page keeps its slug: the update sends the other fields.
    save: ({ slug, ...fields }) =>
      page
        ? update.mutateAsync({ params: { id: page.id }, body: fields })
        : create.mutateAsync({ body: { ...fields, slug } }),
    success: {
      message: page ? CONTENT_TEXT.webPageUpdated : CONTENT_TEXT.webPageCreated,
      toast: true,
    },
    onSaved: onClose,
    failureFallback: page ? CONTENT_TEXT.webPageUpdateFailed : CONTENT_TEXT.webPageCreateFailed,
  });
  const {
    register,
    control,
    formState: { errors },
  } = saveForm.form;

  async function deletePage(saved: WebPage) {
    notifyDeleted(await remove.mutateAsync({ params: { id: saved.id } }));
    onClose();
  }

  let submitLabel: string = page ? CONTENT_TEXT.update : CONTENT_TEXT.createPage;
  if (saveForm.isSaving) submitLabel = page ? CONTENT_TEXT.updating : CONTENT_TEXT.creating;

  return (
    <FormModal
      {...saveFormModalProps(saveForm)}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={page ? CONTENT_TEXT.editWebPageTitle : CONTENT_TEXT.newWebPageTitle}
      size="lg"
      submitLabel={submitLabel}
    >
      {page ? (
        <TextField
          label={CONTENT_TEXT.titleLabel}
          required
          error={errors.title?.message}
          {...register('title')}
        />
      ) : (
        <TitleAndSlugFields
          form={saveForm.form}
          titleName="title"
          titleLabel={CONTENT_TEXT.titleLabel}
          automaticSlug={slugFromTitle}
          automaticSlugHint={CONTENT_TEXT.pageSlugDerivedHint}
        />
      )}
      <Controller
        name="body"
        control={control}
        render={({ field, fieldState }) => (
          <LazyRichTextEditor
            id="web-page-body"
            label={CONTENT_TEXT.bodyLabel}
            required
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
      {page && (
        <>
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
            noun={CONTENT_TEXT.pageDeleteNoun}
            body={UNDO_TEXT.toTrash}
            onConfirm={() => deletePage(page)}
          />
        </>
      )}
    </FormModal>
  );
}
