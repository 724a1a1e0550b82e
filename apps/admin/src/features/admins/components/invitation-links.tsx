import type { AdminListItem, InvitationResponse } from '@job-board/contract';
import { useState } from 'react';
import { CopyValueModal } from '../../../components/ui/copy-value-modal';
import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { copyText } from '../../../lib/clipboard';
import { useInvitationLink } from '../api/use-admins';
import { ADMINS_TEXT } from '../messages';

/** An invitation link to hand over, with what the server said about it. */
type LinkToCopy = { name: string; link: string; message: string };

/**
 * Invitation links an admin hands over themselves: the link of an invitation that could not be
 * mailed (no mail server), and an owner's fresh link of a pending invitation, put straight on
 * the clipboard. A link is shown in a dialog to copy whenever it cannot go on the clipboard at
 * once; render `linkDialog`.
 */
export function useInvitationLinks() {
  const invitationLink = useInvitationLink();
  const [linkToCopy, setLinkToCopy] = useState<LinkToCopy | null>(null);

  /** Mailed: a toast says so; not mailed: the link is shown to copy. */
  function showInvitationSent({ message, link, data }: InvitationResponse) {
    if (link === undefined) notifySuccess(message);
    else setLinkToCopy({ name: data.name, link, message });
  }

  /** A fresh link (earlier ones stop working) to the clipboard, or shown when the browser refuses. */
  async function copyFreshLink(admin: AdminListItem) {
    try {
      const { message, data } = await invitationLink.mutateAsync(admin.id);
      if (await copyText(data.link)) notifySuccess(ADMINS_TEXT.linkCopied(admin.name));
      else setLinkToCopy({ name: admin.name, link: data.link, message });
    } catch (error) {
      notifyError(errorMessage(error, ADMINS_TEXT.linkFailed));
    }
  }

  const linkDialog = linkToCopy && (
    <CopyValueModal
      title={ADMINS_TEXT.linkTitle(linkToCopy.name)}
      message={linkToCopy.message}
      label={ADMINS_TEXT.linkLabel}
      value={linkToCopy.link}
      text={ADMINS_TEXT.linkDialog}
      onClose={() => setLinkToCopy(null)}
    />
  );

  return { showInvitationSent, copyFreshLink, linkDialog };
}
