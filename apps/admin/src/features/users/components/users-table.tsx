import type { UserListItem } from '@job-board/contract';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { RowMenuItem } from '../../../components/ui/row-menu';
import { FALLBACK_PROFILE_IMAGE } from '../../../utils/image-url';
import { USERS_TEXT } from '../messages';

const COLUMNS: readonly Column<UserListItem>[] = [
  {
    id: 'picture',
    header: 'Picture',
    kind: 'image',
    src: (user) => user.profile_picture,
    alt: (user) => `Profile picture of ${user.full_name}`,
    fallbackSrc: FALLBACK_PROFILE_IMAGE,
    className: 'w-16',
  },
  { id: 'full_name', header: 'Name', value: (user) => user.full_name },
  { id: 'first_name', header: 'First Name', value: (user) => user.first_name },
  { id: 'email', header: 'Email', value: (user) => user.email },
  { id: 'profession', header: 'Profession', value: (user) => user.profession },
  { id: 'blocked', header: 'Blocked', kind: 'boolean', value: (user) => user.blocked },
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
  /** Called with the user and the state to put them in. */
  onSetBlocked: (user: UserListItem, blocked: boolean) => void;
  /** The user whose block or unblock is being sent, if any. */
  pendingUserId: number | null;
};

/** The users list; the only row action is Block or Unblock (spec §6). */
export function UsersTable({ users, onSetBlocked, pendingUserId }: UsersTableProps) {
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

  return <DataTable<UserListItem> {...TABLE} rows={users} actions={{ extraItems: blockItem }} />;
}
