/** The texts of the home dashboard. */
export const DASHBOARD_TEXT = {
  greeting: (name: string) => `Hello, ${name}`,
  fallbackName: 'User',
  subtitle: "Here's a quick insight on the system.",

  insightsHeading: 'Insights',
  insightsLoading: 'Loading insights…',
  insightsLoadFailed: 'Failed to load the insights.',
  jobsCard: 'Total Jobs',
  applicantsCard: 'Total Applicants',
  partnersCard: 'Total Partners',
  jobsHint: (thisWeek: number, change: string) => `${thisWeek} this week · ${change} vs last week`,
  applicantsHint: (selected: number, change: string) =>
    `${selected} selected this month · ${change} vs last month`,
  partnersHint: (newPartners: number, change: string) =>
    `${newPartners} new this month · ${change} vs last month`,

  jobsHeading: 'Job Posts',
  viewAllJobs: 'View All Jobs >',
  jobsEmpty: 'No jobs posted yet.',
  jobsLoadFailed: 'Failed to load the job posts.',
  jobColumns: {
    title: 'Title',
    country: 'Country',
    remote: 'Remote',
    expiration: 'Expiration',
    status: 'Status',
  },

  partnersHeading: 'Partners',
  partnersEmpty: 'No Partners Registered.',
  partnersLoading: 'Loading partners…',
  partnersLoadFailed: 'Failed to load the partners.',
  jobsPosted: (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'} posted`,

  conversionHeading: 'Conversion Metrics',
  selectedSlice: 'Selected',
  appliedSlice: 'Applied',
  conversionEmpty: 'No applications yet.',
  conversionLoadFailed: 'Failed to load the conversion metrics.',

  blogHeading: 'Blog Posts',
  viewAllPosts: 'View All Posts >',
  blogEmpty: 'No blog posts yet.',
  blogLoading: 'Loading blog posts…',
  blogLoadFailed: 'Failed to load the blog posts.',
  notPublished: 'Not published',

  kycHeading: 'KYC Queue',
  viewKycDashboard: 'KYC Dashboard >',
  kycLoading: 'Loading the KYC queue…',
  kycLoadFailed: 'Failed to load the KYC queue.',
  kycPending: 'Pending',
  kycApproved: 'Approved',
  kycRejected: 'Rejected',

  oldestKycHeading: 'Oldest Waiting Checks',
  reviewNext: 'Review next',
  oldestKycLoading: 'Loading the waiting checks…',
  oldestKycEmpty: 'No verifications are waiting for review.',
  submitted: (idType: string) => `${idType} · submitted`,
  review: 'Review',
  reviewOf: (name: string) => `Review ${name}`,

  userFiguresHeading: 'Users',
  viewAllUsers: 'View All Users >',
  userFiguresLoading: 'Loading the user figures…',
  usersLoadFailed: 'Failed to load the users.',
  usersTotal: 'Total Users',
  usersBlocked: 'Blocked Users',

  recentUsersHeading: 'Recently Registered Users',
  recentUsersLoading: 'Loading the newest users…',
  recentUsersEmpty: 'No users registered yet.',
  registered: (email: string) => `${email} · registered`,
  blocked: 'Blocked',

  webPagesHeading: 'Web Pages',
  viewAllPages: 'View All Pages >',
  webPagesLoading: 'Loading web pages…',
  webPagesEmpty: 'No web pages yet.',
  webPagesLoadFailed: 'Failed to load the web pages.',
} as const;

/** A partner card's name is cut to 12 characters plus "..." when longer than 10. */
export const PARTNER_CARD_NAME = { length: 12, whenLongerThan: 10 } as const;

/** A blog panel title is cut to 15 characters plus "...". */
export const BLOG_PANEL_TITLE_LENGTH = 15;

/** How many rows the home's lists (waiting checks, newest users, web pages) show. */
export const HOME_LIST_LENGTH = 5;
