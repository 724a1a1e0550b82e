import type { WebPageListItem } from '@job-board/contract';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useWebPage } from '../api/get-web-page';
import { CONTENT_TEXT } from '../messages';
import { WebPageForm } from './web-page-form';

type EditWebPageModalProps = {
  /** The page being edited; null keeps the modal closed. */
  page: WebPageListItem | null;
  onClose: () => void;
};

/** "Edit Web Page": loads the page with its body, then shows its form. */
export function EditWebPageModal({ page, onClose }: EditWebPageModalProps) {
  return (
    <Modal
      open={page !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CONTENT_TEXT.editWebPageTitle}
      size="lg"
    >
      {page && <WebPageEditor id={page.id} onDone={onClose} />}
    </Modal>
  );
}

function WebPageEditor({ id, onDone }: { id: number; onDone: () => void }) {
  const query = useWebPage(id);
  return (
    <QueryState
      query={query}
      loading={<LoadingBlock label={CONTENT_TEXT.webPageLoading} />}
      errorFallback={CONTENT_TEXT.webPageLoadFailed}
    >
      {(page) => <WebPageForm page={page} onDone={onDone} />}
    </QueryState>
  );
}
