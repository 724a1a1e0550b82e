import type { To } from 'react-router';
import { useCreateBlogPost } from '../api/use-create-blog-post';
import { EMPTY_BLOG_POST_VALUES, newBlogPostFormSchema } from '../blog-post-form-schema';
import { CONTENT_TEXT } from '../messages';
import { BlogPostForm } from './blog-post-form';

/** "New Blog Post": uploads the image, creates the post, then goes to `doneTo`. */
export function NewBlogPostForm({ doneTo }: { doneTo: To }) {
  const create = useCreateBlogPost();
  return (
    <BlogPostForm
      schema={newBlogPostFormSchema}
      defaultValues={EMPTY_BLOG_POST_VALUES}
      save={async ({ image, post }, upload) =>
        create.mutateAsync({ body: { ...post, featured_image: await upload(image) } })
      }
      savedMessage={CONTENT_TEXT.blogPostCreated}
      doneTo={doneTo}
    />
  );
}
