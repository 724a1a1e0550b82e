import type { CategoryItem, CreateCategoryBody, UpdateCategoryBody } from '@job-board/contract';
import { ApiError } from '../../../lib/api-error';
import { uploadImage } from '../../../lib/upload-image';
import { referenceDataApi } from './reference-data-api';

/** GET /api/categories/all; POST /api/admin/categories[/{id}] with category_name and icon_url. */
export const categoriesApi = referenceDataApi<CategoryItem, CreateCategoryBody, UpdateCategoryBody>(
  {
    name: 'categories',
    listPath: '/api/categories/all',
    adminPath: '/api/admin/categories',
  },
);

export type SaveCategoryInput = {
  /** The category to change; absent to create one. */
  id?: number;
  name: string;
  /** A newly chosen icon; uploaded first, and sent as icon_url only when given. */
  icon: File | null;
};

/** An upload's refusal (wrong type, too large), told as an error of the icon_url field. */
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

/** Uploads the chosen icon first, then creates or updates the category with its URL (spec §7). */
export async function saveCategory({ id, name, icon }: SaveCategoryInput) {
  const iconUrl = icon ? await uploadIcon(icon) : undefined;
  if (id === undefined) {
    return categoriesApi.calls.create({ category_name: name, icon_url: iconUrl ?? '' });
  }
  return categoriesApi.calls.update({
    id,
    body: { category_name: name, ...(iconUrl ? { icon_url: iconUrl } : {}) },
  });
}

export function useSaveCategory() {
  return categoriesApi.useReloadingMutation(saveCategory);
}
