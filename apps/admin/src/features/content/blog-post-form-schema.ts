import {
  blogPostCreateBody,
  CONTENT_MESSAGES,
  slugFromTitle,
  type BlogPost,
} from '@job-board/contract';
import { z } from 'zod';
import { BLOG_IMAGE_ACCEPT, CONTENT_TEXT } from './messages';

const ACCEPTED_EXTENSIONS = BLOG_IMAGE_ACCEPT.split(',');
const hasAcceptedExtension = (file: File) =>
  ACCEPTED_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

/** The chosen image file (uploaded by Save); null until one is chosen. */
const chosenImage = z
  .instanceof(File)
  .refine(hasAcceptedExtension, CONTENT_TEXT.imageTypeInvalid)
  .nullable();

const requiredImage = chosenImage.transform((file, context) => {
  if (file) return file;
  context.addIssue({ code: 'custom', message: CONTENT_MESSAGES.imageRequired, input: file });
  return z.NEVER;
});

/**
 * The post's fields under the contract's rules, plus whether the slug is typed by hand
 * (unticked, it follows the title on a new post).
 */
const postFields = blogPostCreateBody
  .pick({
    post_title: true,
    slug: true,
    excerpt: true,
    body: true,
    is_published: true,
    is_featured: true,
  })
  .extend({ manual_slug: z.boolean() });

/**
 * What Save does with checked values: upload `image` (when one was chosen), then send `post`
 * (a blank slug is made from the title).
 */
function toSave<Image>({
  featured_file,
  manual_slug: _manualSlug,
  ...post
}: z.output<typeof postFields> & { featured_file: Image }) {
  return {
    image: featured_file,
    post: { ...post, slug: post.slug ?? slugFromTitle(post.post_title) },
  };
}

/** A new post: the image is required. */
export const newBlogPostFormSchema = postFields
  .extend({ featured_file: requiredImage })
  .transform(toSave);

/** A saved post: a new image replaces the saved one; without one the saved one stays. */
export const editBlogPostFormSchema = postFields
  .extend({ featured_file: chosenImage })
  .transform(toSave);

/** What the form holds (the same for a new and a saved post). */
export type BlogPostFormValues = z.input<typeof editBlogPostFormSchema>;

export const EMPTY_BLOG_POST_VALUES: BlogPostFormValues = {
  post_title: '',
  slug: '',
  manual_slug: false,
  featured_file: null,
  excerpt: '',
  body: '',
  is_published: false,
  is_featured: false,
};

export function valuesFromPost(post: BlogPost): BlogPostFormValues {
  return {
    post_title: post.post_title,
    slug: post.slug,
    manual_slug: false,
    featured_file: null,
    excerpt: post.excerpt ?? '',
    body: post.body,
    is_published: post.is_published,
    is_featured: post.is_featured,
  };
}
