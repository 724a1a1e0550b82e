import { slugFromTitle } from '@job-board/contract';
import { at, escapeHtml } from './helpers.js';
import type { Random } from './random.js';
import { DAY, laterThan, spreadTimes, type Clock } from './timeline.js';
import { BLOG_TOPICS, type BlogTopic } from './vocabulary.js';

export type BlogPostPlan = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  /** Index in the blog image pool (one image per topic). */
  imageIndex: number;
  isPublished: boolean;
  isFeatured: boolean;
  publishedMs: number | null;
  createdMs: number;
  updatedMs: number;
};

const NEXT_STEPS = [
  'Review your open job posts this week',
  'Ask one recent hire what convinced them to apply',
  'Pick one metric and track it for a month',
  'Share this article with your hiring managers',
  'Update your company profile and logo',
] as const;

/**
 * Posts of the last 12 months, oldest first. Topics repeat past the first round as follow-up parts,
 * which keeps titles and slugs unique. Three in four are published; a third of those are featured.
 */
export function planBlogPosts(rng: Random, clock: Clock, count: number): BlogPostPlan[] {
  const createdTimes = spreadTimes(rng, count, [{ from: clock.daysAgo(365), to: clock.now }]);
  return createdTimes.map((createdMs, index) => {
    const imageIndex = index % BLOG_TOPICS.length;
    const topic = at(BLOG_TOPICS, imageIndex);
    const round = Math.floor(index / BLOG_TOPICS.length);
    const title = round === 0 ? topic.title : `${topic.title} (Part ${round + 1})`;
    const slug = slugFromTitle(title);
    const isPublished = index % 4 !== 3;
    const publishedMs = isPublished ? laterThan(rng, clock, createdMs, 3 * DAY) : null;
    return {
      title,
      slug,
      excerpt: topic.excerpt,
      body: blogBody(rng, topic, slug),
      imageIndex,
      isPublished,
      isFeatured: isPublished && index % 4 === 0,
      publishedMs,
      createdMs,
      updatedMs: publishedMs ?? createdMs,
    };
  });
}

/** Uses only what the rich-text editor produces: p, h2, h3, strong, em, a (https), ul, ol, li. */
function blogBody(rng: Random, topic: BlogTopic, slug: string): string {
  const items = (tag: 'ul' | 'ol', list: readonly string[]) =>
    `<${tag}>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;
  return [
    `<p>${escapeHtml(topic.excerpt)}</p>`,
    `<h2>What matters most</h2>`,
    items('ul', topic.points),
    `<p>None of this needs a big team. <strong>Small, consistent changes</strong> add up, and partners who try them usually see results <em>within a few weeks</em>.</p>`,
    `<h3>Your next steps</h3>`,
    items('ol', rng.sample(NEXT_STEPS, 3)),
    `<p>Want to go further? Read the <a href="https://www.example.com/guides/${slug}">full guide</a> on our website.</p>`,
  ].join('');
}
