import { describe, expect, it } from 'vitest';
import {
  EMPTY_BLOG_POST_VALUES,
  editBlogPostFormSchema,
  newBlogPostFormSchema,
  type BlogPostFormValues,
} from './blog-post-form-schema';

const image = (name: string) => new File(['x'], name);

const values = (changes: Partial<BlogPostFormValues>): BlogPostFormValues => ({
  ...EMPTY_BLOG_POST_VALUES,
  post_title: 'My Post',
  featured_file: image('cover.png'),
  ...changes,
});

/** The message of each field that failed, by field name. */
function problems(result: ReturnType<typeof newBlogPostFormSchema.safeParse>) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('newBlogPostFormSchema', () => {
  it('asks for an image, alongside the other fields that fail', () => {
    const result = newBlogPostFormSchema.safeParse(
      values({ post_title: ' ', featured_file: null }),
    );
    expect(problems(result)).toEqual({
      post_title: 'The title field is required.',
      featured_file: 'Please upload an image',
    });
  });

  it('accepts .jpg, .jpeg and .png images only', () => {
    for (const name of ['a.JPG', 'a.jpeg', 'a.png']) {
      expect(newBlogPostFormSchema.safeParse(values({ featured_file: image(name) })).success).toBe(
        true,
      );
    }
    const gif = newBlogPostFormSchema.safeParse(values({ featured_file: image('a.gif') }));
    expect(problems(gif)).toEqual({ featured_file: 'Choose a .jpg, .jpeg or .png image.' });
  });

  it("checks a typed slug with the contract's pattern", () => {
    expect(problems(newBlogPostFormSchema.safeParse(values({ slug: 'a--b' })))).toEqual({
      slug: expect.stringMatching(/lower-case letters and digits/),
    });
    expect(newBlogPostFormSchema.safeParse(values({ slug: 'hiring-tips-2' })).success).toBe(true);
  });

  it('gives the image to upload and the trimmed post, its blank slug made from the title', () => {
    const cover = image('cover.png');
    const result = newBlogPostFormSchema.parse(
      values({
        post_title: ' My Post ',
        featured_file: cover,
        excerpt: ' Hi ',
        body: '<p>x</p>',
        manual_slug: true,
      }),
    );
    expect(result).toEqual({
      image: cover,
      post: {
        post_title: 'My Post',
        slug: 'my-post',
        excerpt: 'Hi',
        body: '<p>x</p>',
        is_published: false,
        is_featured: false,
      },
    });
  });
});

describe('editBlogPostFormSchema', () => {
  it('keeps the saved image when no new one is chosen', () => {
    const result = editBlogPostFormSchema.parse(values({ featured_file: null, slug: 'kept' }));
    expect(result.image).toBeNull();
    expect(result.post.slug).toBe('kept');
  });
});
