import type { BlogPost } from '@job-board/contract';
import { useNavigate, type To } from 'react-router';
import { useSaveForm } from '../../../lib/use-save-form';
import { useUpdateBlogPost } from '../api/use-update-blog-post';
import { editBlogPostFormSchema, valuesFromPost } from '../blog-post-form-schema';
import { CONTENT_TEXT } from '../messages';
import { BlogPostFields } from './blog-post-fields';
import { useFeaturedImageUpload } from './use-featured-image-upload';

type EditBlogPostFormProps = { post: BlogPost; doneTo: To };

/**
 * "Edit Blog Post": uploads a newly chosen image (the saved one stays otherwise), updates the
 * post, then goes to `doneTo`.
 */
export function EditBlogPostForm({ post, doneTo }: EditBlogPostFormProps) {
  const navigate = useNavigate();
  const update = useUpdateBlogPost();
  const saveForm = useSaveForm({
    schema: editBlogPostFormSchema,
    defaultValues: valuesFromPost(post),
    save: async ({ image, post: fields }) =>
      update.mutateAsync({
        params: { id: post.id },
        body: image ? { ...fields, featured_image: await uploadFeaturedImage(image) } : fields,
      }),
    success: { message: CONTENT_TEXT.blogPostUpdated, toast: true },
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
