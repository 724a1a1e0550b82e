import type { PartnerListItem } from '@job-board/contract';
import { Link } from 'react-router';
import { TruncatedText } from '../../../components/ui/data-table-cells';
import { ProfilePicture } from '../../../components/ui/profile-picture';
import { formatMonthYear } from '../../../utils/format-date';
import { PARTNER_BIO_LENGTH, PARTNERS_TEXT } from '../messages';

/** One partner: picture, name, bio (cut to 100 characters) and when they joined. */
export function PartnerListEntry({ partner }: { partner: PartnerListItem }) {
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <ProfilePicture
        src={partner.profile_picture}
        name={partner.name}
        className="size-12 border border-slate-200"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold break-words text-slate-900">
          {/* The name opens the partner's record page (by click, or Tab and Enter). */}
          <Link
            to={`/partners/${partner.id}`}
            className="text-teal-700 hover:text-teal-800 hover:underline"
          >
            {partner.name}
          </Link>
        </h3>
        <p className="text-sm break-words text-slate-700">
          {partner.bio ? (
            <TruncatedText text={partner.bio} limit={PARTNER_BIO_LENGTH} />
          ) : (
            <span className="text-slate-500">{PARTNERS_TEXT.noBio}</span>
          )}
        </p>
        <p className="text-xs text-slate-500">
          {PARTNERS_TEXT.memberSince(formatMonthYear(partner.member_since))}
        </p>
      </div>
    </li>
  );
}
