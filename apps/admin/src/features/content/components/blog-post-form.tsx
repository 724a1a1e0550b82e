import type { BlogPost } from '@job-board/contract';
import { useNavigate, type To } from 'react-router';
import type { z } from 'zod';
import { useSaveForm } from '../../../lib/use-save-form';
import type { BlogPostFormValues } from '../blog-post-form-schema';
import { CONTENT_TEXT } from '../messages';
import { BlogPostFields } from './blog-post-fields';
import { useFeaturedImageUpload } from './use-featured-image-upload';

type BlogPostFormProps<Parsed> = {
  /** The form schema of a new post or of a saved one. */
  schema: z.ZodType<Parsed, BlogPostFormValues>;
  defaultValues: BlogPostFormValues;
  /** Sends the checked post; `upload` turns a chosen image into its URL. */
  save: (values: Parsed, upload: (file: File) => Promise<string>) => Promise<unknown>;
  /** The toast once the server has saved the post. */
  savedMessage: string;
  /** Where to go once saved. */
  doneTo: To;
  /** The post being edited; absent for a new post. */
  post?: BlogPost;
};

/**
 * A blog post's page form: saves (the featured image uploaded first), says so in a toast, then
 * goes to `doneTo`; asks before leaving with unsaved changes.
 */
export function BlogPostForm<Parsed>({
  schema,
  defaultValues,
  save,
  savedMessage,
  doneTo,
  post,
}: BlogPostFormProps<Parsed>) {
  const navigate = useNavigate();
  const saveForm = useSaveForm({
    schema,
    defaultValues,
    save: (values) => save(values, uploadFeaturedImage),
    success: { message: savedMessage, toast: true },
    onSaved: () => navigate(doneTo),
    failureFallback: CONTENT_TEXT.postSaveFailed,
    serverFields: { featured_image: 'featured_file' },
    guardLeave: true,
  });
  const uploadFeaturedImage = useFeaturedImageUpload(saveForm.form.setError);
  return (
    <>
      <BlogPostFields saveForm={saveForm} post={post} />
      {saveForm.leaveGuard}
    </>
  );
}
