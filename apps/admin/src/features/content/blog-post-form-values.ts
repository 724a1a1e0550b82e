import { BLOG_SLUG_PATTERN, type BlogPost } from '@job-board/contract';
import { slugify } from '../../utils/slugify';
import type { BlogPostBody } from './api/blog-post-body';
import { BLOG_IMAGE_ACCEPT, CONTENT_TEXT } from './messages';

/** What the blog post form holds; the image is a chosen file until Save uploads it. */
export type BlogPostFormValues = {
  post_title: string;
  slug: string;
  /** Ticked: the slug is typed by hand; unticked: it follows the title (new posts). */
  manual_slug: boolean;
  featured_file: File | null;
  excerpt: string;
  body: string;
  is_published: boolean;
  is_featured: boolean;
};

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

/** The slug derived from a title (spec §5: a title that already is a slug is kept as it is). */
export const slugForTitle = (title: string) => slugify(title.trim());

const ACCEPTED_EXTENSIONS = BLOG_IMAGE_ACCEPT.split(',');

/** Why the chosen image cannot be saved, or undefined when it can. */
export function imageProblem(file: File | null, isRequired: boolean): string | undefined {
  if (!file) return isRequired ? CONTENT_TEXT.imageRequired : undefined;
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))
    ? undefined
    : CONTENT_TEXT.imageTypeInvalid;
}

/** Why a hand-typed slug cannot be saved, or undefined (blank means "derive it"). */
export function slugProblem(slug: string): string | undefined {
  const trimmed = slug.trim();
  return trimmed === '' || BLOG_SLUG_PATTERN.test(trimmed) ? undefined : CONTENT_TEXT.slugInvalid;
}

/** The request body; `featuredImage` is the uploaded image's URL, left out when unchanged. */
export function toBlogPostBody(values: BlogPostFormValues, featuredImage?: string): BlogPostBody {
  const title = values.post_title.trim();
  return {
    post_title: title,
    slug: values.slug.trim() || slugForTitle(title),
    ...(featuredImage ? { featured_image: featuredImage } : {}),
    excerpt: values.excerpt.trim(),
    body: values.body,
    is_published: values.is_published,
    is_featured: values.is_featured,
  };
}
