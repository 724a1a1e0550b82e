import type { PartnerListItem } from '@job-board/contract';
import { Link } from 'react-router';
import { TruncatedText } from '../../../components/ui/data-table-cells';
import { ProfileItem } from '../../../components/ui/profile-item';
import { RowMenu } from '../../../components/ui/row-menu';
import { formatMonthYear } from '../../../utils/format-date';
import { PARTNER_BIO_LENGTH, PARTNERS_TEXT } from '../messages';

/**
 * One partner: picture, name, bio (cut to 100 characters) and when they joined; its actions menu
 * (Delete) for roles that may change partners.
 */
export function PartnerListEntry({
  partner,
  onDelete,
}: {
  partner: PartnerListItem;
  onDelete?: (partner: PartnerListItem) => void;
}) {
  return (
    <ProfileItem
      layout="entry"
      actions={onDelete && <RowMenu rowName={partner.name} onDelete={() => onDelete(partner)} />}
      person={{ name: partner.name, picture: partner.profile_picture }}
      heading={
        // The name opens the partner's record page (by click, or Tab and Enter).
        <Link
          to={`/partners/${partner.id}`}
          className="text-teal-700 hover:text-teal-800 hover:underline"
        >
          {partner.name}
        </Link>
      }
      detail={PARTNERS_TEXT.memberSince(formatMonthYear(partner.member_since))}
    >
      <p className="text-sm break-words text-slate-700">
        {partner.bio ? (
          <TruncatedText text={partner.bio} limit={PARTNER_BIO_LENGTH} />
        ) : (
          <span className="text-slate-500">{PARTNERS_TEXT.noBio}</span>
        )}
      </p>
    </ProfileItem>
  );
}
