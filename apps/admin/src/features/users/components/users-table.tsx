import type { UserListItem } from '@job-board/contract';
import { Link } from 'react-router';
import {
  DataTable,
  type Column,
  type TableSelection,
  type TableSort,
} from '../../../components/ui/data-table';
import { TruncatedText } from '../../../components/ui/data-table-cells';
import type { RowMenuItem } from '../../../components/ui/row-menu';
import { usePermission } from '../../../lib/permissions';
import { FALLBACK_PROFILE_IMAGE } from '../../../utils/image-url';
import { USERS_TEXT } from '../messages';

/** A pill that says the user's state in words: "Blocked" (red) or "Active". */
export function BlockedBadge({ blocked }: { blocked: boolean }) {
  return blocked ? (
    <span className="inline-flex items-center rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200 ring-inset">
      {USERS_TEXT.blockedBadge}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset">
      {USERS_TEXT.activeBadge}
    </span>
  );
}

const COLUMNS: readonly Column<UserListItem>[] = [
  {
    id: 'picture',
    header: 'Picture',
    kind: 'image',
    src: (user) => user.profile_picture,
    alt: (user) => `Profile picture of ${user.full_name}`,
    fallbackSrc: FALLBACK_PROFILE_IMAGE,
    className: 'w-16',
    priority: 'secondary',
  },
  {
    id: 'full_name',
    header: 'Name',
    value: (user) => user.full_name,
    sortField: 'name',
    // The name opens the user's record page (by click, or Tab and Enter).
    render: (user) => (
      <Link
        to={`/users/${user.id}`}
        className="font-medium text-teal-700 hover:text-teal-800 hover:underline"
      >
        <TruncatedText text={user.full_name} />
      </Link>
    ),
  },
  {
    id: 'first_name',
    header: 'First Name',
    value: (user) => user.first_name,
    sortField: 'first_name',
    priority: 'secondary',
  },
  {
    id: 'email',
    header: 'Email',
    value: (user) => user.email,
    sortField: 'email',
    priority: 'secondary',
  },
  {
    id: 'profession',
    header: 'Profession',
    value: (user) => user.profession,
    priority: 'secondary',
  },
  {
    id: 'registered',
    header: 'Registered',
    value: (user) => user.created_at.slice(0, 10),
    sortField: 'created_at',
    priority: 'secondary',
  },
  {
    id: 'blocked',
    header: 'Status',
    value: (user) => (user.blocked ? USERS_TEXT.blockedBadge : USERS_TEXT.activeBadge),
    render: (user) => <BlockedBadge blocked={user.blocked} />,
  },
];

/** What every state of the users table shares: its name, columns and row identity. */
const TABLE = {
  label: USERS_TEXT.tableLabel,
  columns: COLUMNS,
  rowKey: (user: UserListItem) => user.id,
  rowLabel: (user: UserListItem) => user.full_name,
} as const;

/** The users table while its first page loads. */
export function UsersTableSkeleton() {
  return <DataTable<UserListItem> {...TABLE} rows={undefined} isLoading />;
}

type UsersTableProps = {
  users: readonly UserListItem[];
  /** Called with the user and the state to put them in (the screen asks first). */
  onSetBlocked: (user: UserListItem, blocked: boolean) => void;
  /** The user whose block or unblock is being sent, if any. */
  pendingUserId: number | null;
  sort: TableSort;
  selection: TableSelection;
};

/**
 * The users list: sortable headers, a selection for bulk actions, and Block or Unblock per row
 * (the last two for roles that may change users).
 */
export function UsersTable({
  users,
  onSetBlocked,
  pendingUserId,
  sort,
  selection,
}: UsersTableProps) {
  const canEdit = usePermission('users.write');
  const blockItem = (user: UserListItem): RowMenuItem[] => {
    const disabled = pendingUserId === user.id;
    return [
      user.blocked
        ? { label: USERS_TEXT.unblock, onSelect: () => onSetBlocked(user, false), disabled }
        : {
            label: USERS_TEXT.block,
            tone: 'danger',
            onSelect: () => onSetBlocked(user, true),
            disabled,
          },
    ];
  };

  return (
    <DataTable<UserListItem>
      {...TABLE}
      rows={users}
      actions={canEdit ? { extraItems: blockItem } : undefined}
      sort={sort}
      selection={canEdit ? selection : undefined}
    />
  );
}
