import { StatusBadge } from '../../../components/ui/status-badge';
import { TimeAgo } from '../../../components/ui/time-ago';
import { useRecentUsers } from '../api/use-recent-users';
import { userPath } from '../home-paths';
import { DASHBOARD_TEXT } from '../messages';
import { HomeListPanel } from './home-list-panel';

/** The users who registered last, each opening its record. */
export function RecentUsersPanel({ className }: { className?: string }) {
  const users = useRecentUsers();
  return (
    <HomeListPanel
      className={className}
      title={DASHBOARD_TEXT.recentUsersHeading}
      query={users}
      text={{
        loading: DASHBOARD_TEXT.recentUsersLoading,
        loadFailed: DASHBOARD_TEXT.usersLoadFailed,
        empty: DASHBOARD_TEXT.recentUsersEmpty,
      }}
      row={(user) => ({
        key: user.id,
        title: user.full_name,
        to: userPath(user.id),
        detail: (
          <>
            {DASHBOARD_TEXT.registered(user.email)} <TimeAgo value={user.created_at} />
          </>
        ),
        end: user.blocked && <StatusBadge status={DASHBOARD_TEXT.blocked} />,
      })}
    />
  );
}
