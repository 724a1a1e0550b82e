import type { BlogPost } from '@job-board/contract';
import type { To } from 'react-router';
import { useUpdateBlogPost } from '../api/use-update-blog-post';
import { editBlogPostFormSchema, valuesFromPost } from '../blog-post-form-schema';
import { CONTENT_TEXT } from '../messages';
import { BlogPostForm } from './blog-post-form';

type EditBlogPostFormProps = { post: BlogPost; doneTo: To };

/**
 * "Edit Blog Post": uploads a newly chosen image (the saved one stays otherwise), updates the
 * post, then goes to `doneTo`.
 */
export function EditBlogPostForm({ post, doneTo }: EditBlogPostFormProps) {
  const update = useUpdateBlogPost();
  return (
    <BlogPostForm
      schema={editBlogPostFormSchema}
      defaultValues={valuesFromPost(post)}
      save={async ({ image, post: fields }, upload) =>
        update.mutateAsync({
          params: { id: post.id },
          body: image ? { ...fields, featured_image: await upload(image) } : fields,
        })
      }
      savedMessage={CONTENT_TEXT.blogPostUpdated}
      doneTo={doneTo}
      post={post}
    />
  );
}
