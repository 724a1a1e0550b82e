import type { UserListItem } from '@job-board/contract';
import { Link } from 'react-router';
import type { CellSpecs } from '../../../components/list/list-columns';
import { FittedText } from '../../../components/ui/data-table-cells';
import { formatDate } from '../../../utils/format-date';
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

/** How the users list shows its columns (USERS_LIST); email and profession show as text. */
export const USER_CELLS: CellSpecs<UserListItem> = {
  profile_picture: {
    kind: 'image',
    src: (user) => user.profile_picture,
    alt: (user) => `Profile picture of ${user.full_name}`,
    fallbackSrc: FALLBACK_PROFILE_IMAGE,
    className: 'w-16',
  },
  full_name: {
    value: (user) => user.full_name,
    // The name opens the user's record page (by click, or Tab and Enter).
    render: (user) => (
      <Link
        to={`/users/${user.id}`}
        className="block font-medium text-teal-700 hover:text-teal-800 hover:underline"
      >
        <FittedText text={user.full_name} />
      </Link>
    ),
  },
  blocked: {
    value: (user) => (user.blocked ? USERS_TEXT.blockedBadge : USERS_TEXT.activeBadge),
    render: (user) => <BlockedBadge blocked={user.blocked} />,
  },
  created_at: { value: (user) => user.created_at, render: (user) => formatDate(user.created_at) },
};
