import { ViewAllLink } from '../../../components/ui/view-all-link';
import { useUserFigures } from '../api/use-recent-users';
import { USERS_PATH } from '../home-paths';
import { DASHBOARD_TEXT } from '../messages';
import { FiguresPanel } from './figures-panel';

/** How many users there are and how many are blocked, with a link to the Users screen. */
export function UserFiguresPanel({ className }: { className?: string }) {
  const figures = useUserFigures();
  return (
    <FiguresPanel
      className={className}
      title={DASHBOARD_TEXT.userFiguresHeading}
      actions={<ViewAllLink to={USERS_PATH}>{DASHBOARD_TEXT.viewAllUsers}</ViewAllLink>}
      query={figures}
      text={{
        loading: DASHBOARD_TEXT.userFiguresLoading,
        loadFailed: DASHBOARD_TEXT.usersLoadFailed,
      }}
      count={2}
      figures={({ total, blocked }) => [
        { label: DASHBOARD_TEXT.usersTotal, value: total },
        { label: DASHBOARD_TEXT.usersBlocked, value: blocked },
      ]}
    />
  );
}
