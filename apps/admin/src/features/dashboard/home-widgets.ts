import {
  endpoints,
  type AdminDetails,
  type Endpoint,
  type Permission,
  type Role,
} from '@job-board/contract';
import type { ComponentType } from 'react';
import { userCan } from '../../lib/permissions';
import { ConversionMetricsPanel } from './components/conversion-metrics-panel';
import { InsightCards } from './components/insight-cards';
import { KycFiguresPanel } from './components/kyc-figures-panel';
import { LatestBlogPostsPanel } from './components/latest-blog-posts-panel';
import { LatestJobsPanel } from './components/latest-jobs-panel';
import { OldestPendingKycPanel } from './components/oldest-pending-kyc-panel';
import { PartnerCardsPanel } from './components/partner-cards-panel';
import { RecentUsersPanel } from './components/recent-users-panel';
import { UserFiguresPanel } from './components/user-figures-panel';
import { WebPagesPanel } from './components/web-pages-panel';

type HomeWidgetId =
  | 'insights'
  | 'latestJobs'
  | 'partners'
  | 'conversion'
  | 'blogPosts'
  | 'kycFigures'
  | 'oldestKyc'
  | 'userFigures'
  | 'recentUsers'
  | 'webPages';

export type HomeWidget = {
  id: HomeWidgetId;
  Widget: ComponentType<{ className?: string }>;
  /** The endpoints it reads: their permissions are needed to read them. */
  reads: readonly Endpoint[];
  /**
   * The screens it sums up or links to, by the permission each needs, where its data's
   * permission does not already say it (a figure every role may read, a public list).
   */
  opens?: readonly Permission[];
  /** Its share of a wide screen's row of three columns. */
  columns: 1 | 2 | 3;
};

/**
 * Every widget of the home, in the order an owner sees them (the spec's grid first). A role sees
 * those whose every permission it holds, so a widget's data is never asked for by a role that
 * cannot read it, and never stands for a screen the role cannot open.
 */
const HOME_WIDGETS: readonly HomeWidget[] = [
  {
    id: 'insights',
    Widget: InsightCards,
    reads: [endpoints.dashboard.insights],
    opens: ['jobs.read', 'partners.read'],
    columns: 3,
  },
  {
    id: 'latestJobs',
    Widget: LatestJobsPanel,
    reads: [endpoints.jobs.list],
    columns: 2,
  },
  {
    id: 'partners',
    Widget: PartnerCardsPanel,
    reads: [endpoints.partners.cards],
    opens: ['partners.read'],
    columns: 1,
  },
  {
    id: 'conversion',
    Widget: ConversionMetricsPanel,
    reads: [endpoints.dashboard.conversionMetrics],
    // The applications it counts are seen on the jobs' records.
    opens: ['jobs.read'],
    columns: 1,
  },
  {
    id: 'blogPosts',
    Widget: LatestBlogPostsPanel,
    reads: [endpoints.blogPosts.list],
    columns: 2,
  },
  {
    id: 'kycFigures',
    Widget: KycFiguresPanel,
    reads: [endpoints.kyc.list],
    columns: 1,
  },
  {
    id: 'oldestKyc',
    Widget: OldestPendingKycPanel,
    reads: [endpoints.kyc.list],
    opens: ['kyc.review'],
    columns: 2,
  },
  {
    id: 'userFigures',
    Widget: UserFiguresPanel,
    reads: [endpoints.users.list],
    columns: 1,
  },
  {
    id: 'recentUsers',
    Widget: RecentUsersPanel,
    reads: [endpoints.users.list],
    columns: 2,
  },
  {
    id: 'webPages',
    Widget: WebPagesPanel,
    reads: [endpoints.webPages.list],
    columns: 1,
  },
];

/** The widgets that open each role's home, its daily work; the rest follow in the table's order. */
const LEADING: Record<Role, readonly HomeWidgetId[]> = {
  owner: [],
  admin: [],
  kyc_reviewer: ['kycFigures', 'oldestKyc'],
  content_editor: ['blogPosts', 'webPages'],
  support: ['userFigures', 'recentUsers'],
};

/** Every permission a widget needs: its endpoints' and its screens'. */
const permissionsNeeded = (widget: HomeWidget): Permission[] => [
  ...widget.reads.flatMap((endpoint) => (endpoint.permission ? [endpoint.permission] : [])),
  ...(widget.opens ?? []),
];

/** The widgets `admin` may see, the role's own work first. */
export function homeWidgetsOf(admin: AdminDetails): HomeWidget[] {
  const leading = LEADING[admin.role];
  const rank = (widget: HomeWidget) => {
    const index = leading.indexOf(widget.id);
    return index === -1 ? leading.length : index;
  };
  return HOME_WIDGETS.filter((widget) =>
    permissionsNeeded(widget).every((permission) => userCan(admin, permission)),
  ).sort((a, b) => rank(a) - rank(b));
}
