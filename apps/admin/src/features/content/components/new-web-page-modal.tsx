import { CONTENT_LIMITS } from '@job-board/contract';
import type { ChangeEvent, FocusEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { LazyRichTextEditor } from '../../../components/ui/rich-text-editor/lazy-rich-text-editor';
import { TextField } from '../../../components/ui/text-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateWebPage } from '../api/use-create-web-page';
import { slugForTitle } from '../blog-post-form-schema';
import { CONTENT_TEXT } from '../messages';
import { EMPTY_WEB_PAGE_VALUES, newWebPageFormSchema } from '../web-page-form-values';

type NewWebPageModalProps = {
  open: boolean;
  /** Called after the page was created, and on Cancel. */
  onClose: () => void;
};

/**
 * "Add Web Page": Title, Slug (follows the title until "Edit the slug manually" is ticked),
 * Body and "Is Published?". A slug another page has is refused by the server (409), shown
 * above the fields.
 */
export function NewWebPageModal({ open, onClose }: NewWebPageModalProps) {
  if (!open) return null;
  return <NewWebPageForm onClose={onClose} />;
}

function NewWebPageForm({ onClose }: { onClose: () => void }) {
  const create = useCreateWebPage();
  const saveForm = useSaveForm({
    schema: newWebPageFormSchema,
    defaultValues: EMPTY_WEB_PAGE_VALUES,
    save: (body) => create.mutateAsync({ body }),
    success: { message: CONTENT_TEXT.webPageCreated, toast: true },
    onSaved: onClose,
    failureFallback: CONTENT_TEXT.webPageCreateFailed,
  });
  const {
    register,
    control,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = saveForm.form;
  const isManualSlug = useWatch({ control, name: 'manual_slug' });

  return (
    <FormModal
      {...saveFormModalProps(saveForm)}
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={CONTENT_TEXT.newWebPageTitle}
      size="lg"
      submitLabel={saveForm.isSaving ? CONTENT_TEXT.creating : CONTENT_TEXT.createPage}
    >
      <TextField
        label={CONTENT_TEXT.titleLabel}
        required
        maxLength={CONTENT_LIMITS.titleMax}
        error={errors.title?.message}
        {...register('title', {
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            if (!getValues('manual_slug')) setValue('slug', slugForTitle(event.target.value));
          },
        })}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label={CONTENT_TEXT.slugLabel}
          readOnly={!isManualSlug}
          maxLength={CONTENT_LIMITS.slugMax}
          hint={isManualSlug ? CONTENT_TEXT.slugManualHint : CONTENT_TEXT.pageSlugDerivedHint}
          error={errors.slug?.message}
          {...register('slug', {
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              if (getValues('manual_slug')) setValue('slug', slugForTitle(event.target.value));
            },
          })}
        />
        <CheckboxField
          label={CONTENT_TEXT.manualSlugLabel}
          {...register('manual_slug', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              if (event.target.checked) return;
              setValue('slug', slugForTitle(getValues('title') ?? ''));
              clearErrors('slug');
            },
          })}
        />
      </div>
      <Controller
        name="body"
        control={control}
        render={({ field, fieldState }) => (
          <LazyRichTextEditor
            id="new-web-page-body"
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
    </FormModal>
  );
}
