/** The texts of the Partners screen. */
export const PARTNERS_TEXT = {
  title: 'Partners',
  subtitle: 'Insights into partners and performance',

  listHeading: 'All Partners',
  listLoading: 'Loading partners…',
  listLoadFailed: 'Failed to load the partners.',
  listEmpty: 'No Partners Registered.',
  noMatch: (search: string) => `No partners match "${search}".`,
  paginationLabel: 'Partner pages',
  noFilterMatch: 'No partners match these filters.',
  exportFileName: 'partners.csv',
  memberSince: (monthYear: string) => `Member since ${monthYear}`,
  noBio: 'No bio yet.',

  statsHeading: 'Jobs Applied vs Selected',
  statsChartLabel: 'Jobs applied and selected per month',
  appliedSeries: 'Applied',
  selectedSeries: 'Selected',
  statsLoadFailed: 'Failed to load the job statistics.',

  topHeading: 'Top Performers',
  topLoading: 'Loading top performers…',
  topLoadFailed: 'Failed to load the top performers.',
  topEmpty: 'No top performers yet.',
  topPrevious: 'Previous top performers',
  topNext: 'Next top performers',
  jobsPosted: (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'} posted`,
} as const;

/** A partner's bio in the list is cut to 100 characters plus "...". */
export const PARTNER_BIO_LENGTH = 100;

/** The URL prefix of the Top Performers page (?top_page=2), apart from the partner list's page. */
export const TOP_PERFORMERS_PARAMS = 'top';
