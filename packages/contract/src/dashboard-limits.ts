/**
 * How many items each dashboard panel shows (latest jobs, partner cards, latest blog posts).
 * A module of its own, without schemas, so the dashboard screen reads it without loading zod.
 */
export const DASHBOARD_LIMITS = { jobs: 5, partners: 4, blogPosts: 3 } as const;
