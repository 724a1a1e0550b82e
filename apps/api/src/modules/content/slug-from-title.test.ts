import { SLUG_PATTERN, slugFromTitle, webPageCreateBody } from '@job-board/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The one slug rule, shared by the server, the admin app and the demo data: title → slug. */
const RULES: Record<string, [title: string, slug: string][]> = {
  'lower-cases and joins the words with hyphens': [
    ['Hiring Tips for 2025', 'hiring-tips-for-2025'],
    ['Top 10 Remote Jobs', 'top-10-remote-jobs'],
  ],
  'folds accents instead of dropping the letters': [
    ['Café Crème', 'cafe-creme'],
    ['Ünïcödé Tïtlé', 'unicode-title'],
    ['İstanbul Office', 'istanbul-office'],
  ],
  'removes punctuation': [
    ["What's new? (2026 edition!)", 'whats-new-2026-edition'],
    ['C# & .NET jobs', 'c-net-jobs'],
    ['Node.js/TypeScript', 'nodejstypescript'],
  ],
  'keeps hyphens and underscores as word breaks': [
    ['Well-known tips', 'well-known-tips'],
    ['covid-19 update', 'covid-19-update'],
    ['snake_case_title', 'snake-case-title'],
  ],
  'makes one hyphen of each run, none at the ends': [
    ['  Hello   --  World  ', 'hello-world'],
    ['-already-almost-', 'already-almost'],
    ['a--b', 'a-b'],
    ['\tTabs\nand lines ', 'tabs-and-lines'],
  ],
  'keeps a slug as it is': [
    ['hello-world', 'hello-world'],
    ['2026-hiring-guide', '2026-hiring-guide'],
    ['jobs', 'jobs'],
  ],
  'answers empty when no letter or digit is left': [
    ['', ''],
    ['   ', ''],
    ['!!!', ''],
    ['---', ''],
    ['中文', ''],
  ],
};

describe.each(Object.entries(RULES))('slugFromTitle %s', (_rule, cases) => {
  it.each(cases)('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });
});

describe('slugFromTitle on any text', () => {
  it('answers a slug the server accepts and keeps as it is, or nothing', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 60 }));
    fc.assert(
      fc.property(text, (title) => {
        const slug = slugFromTitle(title);
        if (slug === '') return;
        expect(slug).toMatch(SLUG_PATTERN);
        expect(slugFromTitle(slug)).toBe(slug);
        const body = webPageCreateBody.safeParse({ title: 'Page', slug, body: '<p>x</p>' });
        expect(body.success && body.data.slug).toBe(slug);
      }),
      { seed: 20_251_127, numRuns: 500 },
    );
  });
});
