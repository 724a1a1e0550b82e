import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slugify';

describe('slugify', () => {
  it('returns text that already matches the slug pattern unchanged', () => {
    expect(slugify('hello-world')).toBe('hello-world');
    expect(slugify('2026-hiring-guide')).toBe('2026-hiring-guide');
    expect(slugify('jobs')).toBe('jobs');
  });

  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('Top 10 Remote Jobs')).toBe('top-10-remote-jobs');
  });

  it('removes non-word characters', () => {
    expect(slugify("What's new? (2026 edition!)")).toBe('whats-new-2026-edition');
    expect(slugify('C# & .NET jobs')).toBe('c-net-jobs');
  });

  it('collapses repeated spaces and hyphens and trims them at the edges', () => {
    expect(slugify('  Hello   --  World  ')).toBe('hello-world');
    expect(slugify('-already-almost-')).toBe('already-almost');
    expect(slugify('a--b')).toBe('a-b');
  });

  it('turns underscores into hyphens so the result is a valid slug', () => {
    expect(slugify('snake_case_title')).toBe('snake-case-title');
  });

  it('drops accents instead of whole letters', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });

  it('returns an empty string when nothing usable is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!!')).toBe('');
  });

  it('always produces a slug the server accepts when something is left', () => {
    for (const title of ['Hello World', ' A_b - C ', 'Ünïcödé Tïtlé', 'x']) {
      expect(slugify(title)).toMatch(SLUG_PATTERN);
    }
  });
});
