import { describe, expect, it } from 'vitest';
import {
  EMPTY_BLOG_POST_VALUES,
  imageProblem,
  slugForTitle,
  slugProblem,
  toBlogPostBody,
} from './blog-post-form-values';

const file = (name: string) => new File(['x'], name);

describe('slugForTitle', () => {
  it('lower-cases, drops non-word characters and joins words with hyphens', () => {
    expect(slugForTitle('Hiring Tips for 2025!')).toBe('hiring-tips-for-2025');
    expect(slugForTitle('  Café & Co.  ')).toBe('cafe-co');
  });

  it('keeps a title that already is a slug (spec §5)', () => {
    expect(slugForTitle('covid-19-update')).toBe('covid-19-update');
  });
});

describe('imageProblem', () => {
  it('asks for an image when one is required', () => {
    expect(imageProblem(null, true)).toBe('Please upload an image');
    expect(imageProblem(null, false)).toBeUndefined();
  });

  it('accepts .jpg, .jpeg and .png only', () => {
    expect(imageProblem(file('a.JPG'), true)).toBeUndefined();
    expect(imageProblem(file('a.jpeg'), true)).toBeUndefined();
    expect(imageProblem(file('a.png'), true)).toBeUndefined();
    expect(imageProblem(file('a.gif'), true)).toBe('Choose a .jpg, .jpeg or .png image.');
  });
});

describe('slugProblem', () => {
  it('accepts blank and the shared pattern, rejects anything else', () => {
    expect(slugProblem('')).toBeUndefined();
    expect(slugProblem('hiring-tips-2')).toBeUndefined();
    expect(slugProblem('Hiring Tips')).toMatch(/lower-case letters and digits/);
    expect(slugProblem('a--b')).toMatch(/lower-case letters and digits/);
  });
});

describe('toBlogPostBody', () => {
  it('sends trimmed fields, the uploaded image, and a slug made from the title when blank', () => {
    expect(
      toBlogPostBody(
        { ...EMPTY_BLOG_POST_VALUES, post_title: ' My Post ', excerpt: ' Hi ', body: '<p>x</p>' },
        'http://localhost/img/uploads/a.png',
      ),
    ).toEqual({
      post_title: 'My Post',
      slug: 'my-post',
      featured_image: 'http://localhost/img/uploads/a.png',
      excerpt: 'Hi',
      body: '<p>x</p>',
      is_published: false,
      is_featured: false,
    });
  });

  it('leaves the image out when none was uploaded', () => {
    expect(toBlogPostBody({ ...EMPTY_BLOG_POST_VALUES, slug: 'kept' })).not.toHaveProperty(
      'featured_image',
    );
  });
});
