/** The query keys of the home dashboard; ['dashboard'] covers all of them. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  insights: () => [...dashboardKeys.all, 'insights'] as const,
  conversionMetrics: () => [...dashboardKeys.all, 'conversion-metrics'] as const,
  latestJobs: () => [...dashboardKeys.all, 'latest-jobs'] as const,
  partnerCards: () => [...dashboardKeys.all, 'partner-cards'] as const,
  latestBlogPosts: () => [...dashboardKeys.all, 'latest-blog-posts'] as const,
};

/**
 * The dashboard sums up what other screens change, so every visit asks again (the last answer
 * stays on screen meanwhile).
 */
export const DASHBOARD_STALE_TIME_MS = 0;
