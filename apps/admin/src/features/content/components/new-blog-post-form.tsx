import { useNavigate, type To } from 'react-router';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateBlogPost } from '../api/use-create-blog-post';
import { EMPTY_BLOG_POST_VALUES, newBlogPostFormSchema } from '../blog-post-form-schema';
import { CONTENT_TEXT } from '../messages';
import { BlogPostFields } from './blog-post-fields';
import { useFeaturedImageUpload } from './use-featured-image-upload';

/** "New Blog Post": uploads the image, creates the post, then goes to `doneTo`. */
export function NewBlogPostForm({ doneTo }: { doneTo: To }) {
  const navigate = useNavigate();
  const create = useCreateBlogPost();
  const saveForm = useSaveForm({
    schema: newBlogPostFormSchema,
    defaultValues: EMPTY_BLOG_POST_VALUES,
    save: async ({ image, post }) =>
      create.mutateAsync({ body: { ...post, featured_image: await uploadFeaturedImage(image) } }),
    success: { message: CONTENT_TEXT.blogPostCreated, toast: true },
    onSaved: () => navigate(doneTo),
    failureFallback: CONTENT_TEXT.postSaveFailed,
    serverFields: { featured_image: 'featured_file' },
    guardLeave: true,
  });
  const uploadFeaturedImage = useFeaturedImageUpload(saveForm.form.setError);
  return (
    <>
      <BlogPostFields saveForm={saveForm} />
      {saveForm.leaveGuard}
    </>
  );
}
