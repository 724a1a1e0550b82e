import {
  CATEGORIES_LIST,
  createCategoryBody,
  endpoints,
  type CategoryItem,
} from '@job-board/contract';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { uploadImage } from '../../../lib/upload-image';
import { CATEGORY_TEXT, NAME_LABEL } from '../messages';
import type { ReferenceKind } from '../reference-kind';
import { requiredField } from '../required-field';

/** The icon field holds the chosen file; it is uploaded when the form is saved. */
const categoryFormSchema = (isEdit: boolean) =>
  z
    .object({
      category_name: requiredField(
        CATEGORY_TEXT.nameRequired,
        createCategoryBody.shape.category_name,
      ),
      icon: z.instanceof(File).nullable(),
    })
    .refine((values) => isEdit || values.icon !== null, {
      path: ['icon'],
      message: CATEGORY_TEXT.iconRequired,
    });
type CategoryFormSchema = ReturnType<typeof categoryFormSchema>;

/** Uploads the icon; a refusal (wrong type, too large) is told as an error of icon_url. */
async function uploadIcon(icon: File): Promise<string> {
  try {
    return await uploadImage(icon);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError({
      status: error.status,
      message: error.message,
      errors: { icon_url: [error.fieldError('image') ?? error.message] },
      body: error.body,
    });
  }
}

/** Categories: a name and an icon, uploaded first and sent only when a new one is chosen. */
export const categoryKind: ReferenceKind<
  CategoryItem,
  z.input<CategoryFormSchema>,
  z.output<CategoryFormSchema>
> = {
  endpoints: endpoints.categories,
  list: CATEGORIES_LIST,
  pagePrefix: 'categories',
  text: CATEGORY_TEXT,
  cells: {
    icon: {
      kind: 'image',
      src: (category) => category.icon,
      alt: (category) => CATEGORY_TEXT.iconAlt(category.name),
      className: 'w-16',
    },
  },
  form: {
    schema: categoryFormSchema,
    valuesOf: (category) => ({ category_name: category?.name ?? '', icon: null }),
    fields: [
      { type: 'text', name: 'category_name', label: NAME_LABEL },
      {
        type: 'image',
        name: 'icon',
        label: CATEGORY_TEXT.iconLabel,
        hint: CATEGORY_TEXT.iconHint,
        editHint: CATEGORY_TEXT.iconEditHint,
        currentUrl: (category) => category.icon,
      },
    ],
    serverFields: { icon_url: 'icon' },
    save: async ({ category_name, icon }, category) => {
      const iconUrl = icon ? await uploadIcon(icon) : undefined;
      if (category) {
        return api(endpoints.categories.update, {
          params: { id: category.id },
          body: { category_name, icon_url: iconUrl },
        });
      }
      return api(endpoints.categories.create, {
        body: { category_name, icon_url: iconUrl ?? '' },
      });
    },
  },
};
