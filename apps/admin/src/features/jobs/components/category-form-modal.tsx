import type { CategoryItem } from '@job-board/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { TextField } from '../../../components/ui/text-field';
import { useSaveCategory } from '../api/categories';
import { CATEGORY_TEXT } from '../messages';
import { FormModal, type ModalOpenProps } from './form-modal';
import { useModalForm } from './use-modal-form';

/** The icon field holds the chosen file; the upload happens on save. */
const schemaFor = (isEdit: boolean) =>
  z
    .object({
      category_name: z.string().trim().min(1, CATEGORY_TEXT.nameRequired),
      icon_url: z.instanceof(File).nullable(),
    })
    .refine((values) => isEdit || values.icon_url !== null, {
      path: ['icon_url'],
      message: CATEGORY_TEXT.iconRequired,
    });
type CategoryFormValues = z.infer<ReturnType<typeof schemaFor>>;

const EMPTY: CategoryFormValues = { category_name: '', icon_url: null };

type CategoryFormModalProps = ModalOpenProps & { category: CategoryItem | null };

/**
 * Creates a category (name and icon) or changes one; the icon is uploaded first and sent only
 * when a new one was chosen.
 */
export function CategoryFormModal({ category, open, onOpenChange }: CategoryFormModalProps) {
  const save = useSaveCategory();
  // A new key empties the file input after a create (a file input cannot be cleared by value).
  const [iconFieldKey, setIconFieldKey] = useState(0);
  const { form, modal } = useModalForm({
    resolver: zodResolver(schemaFor(category !== null)),
    edited: category && { category_name: category.name, icon_url: null },
    empty: EMPTY,
    fields: ['category_name', 'icon_url'],
    save: (values) =>
      save.mutateAsync({ id: category?.id, name: values.category_name, icon: values.icon_url }),
    isPending: save.isPending,
    text: CATEGORY_TEXT,
    onCreated: () => setIconFieldKey((key) => key + 1),
  });
  const { isEdit } = modal;
  const { errors } = form.formState;

  return (
    <FormModal open={open} onOpenChange={onOpenChange} {...modal}>
      <TextField
        label={CATEGORY_TEXT.nameLabel}
        required
        error={errors.category_name?.message}
        {...form.register('category_name')}
      />
      <Controller
        control={form.control}
        name="icon_url"
        render={({ field }) => (
          <ImageUploadField
            key={iconFieldKey}
            label={CATEGORY_TEXT.iconLabel}
            file={field.value}
            onFileChange={field.onChange}
            currentUrl={category?.icon}
            accept="image/*"
            required={!isEdit}
            hint={isEdit ? CATEGORY_TEXT.iconEditHint : CATEGORY_TEXT.iconHint}
            error={errors.icon_url?.message}
            disabled={save.isPending}
          />
        )}
      />
    </FormModal>
  );
}
