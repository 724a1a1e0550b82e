import { StatusBadge } from '../../../components/ui/status-badge';
import { ViewAllLink } from '../../../components/ui/view-all-link';
import { useWebPages } from '../api/use-web-pages';
import { CONTENT_PATH, webPageInListPath } from '../home-paths';
import { DASHBOARD_TEXT } from '../messages';
import { HomeListPanel } from './home-list-panel';

/** The first web pages with their status, each title opening the page in the list to edit. */
export function WebPagesPanel({ className }: { className?: string }) {
  const pages = useWebPages();
  return (
    <HomeListPanel
      className={className}
      title={DASHBOARD_TEXT.webPagesHeading}
      actions={<ViewAllLink to={CONTENT_PATH}>{DASHBOARD_TEXT.viewAllPages}</ViewAllLink>}
      query={pages}
      text={{
        loading: DASHBOARD_TEXT.webPagesLoading,
        loadFailed: DASHBOARD_TEXT.webPagesLoadFailed,
        empty: DASHBOARD_TEXT.webPagesEmpty,
      }}
      row={(page) => ({
        key: page.id,
        title: page.title,
        to: webPageInListPath(page.title),
        detail: `/${page.slug}`,
        end: <StatusBadge status={page.status} />,
      })}
    />
  );
}
