import type { WebPageListItem } from '@job-board/contract';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useWebPage } from '../api/use-web-page';
import { CONTENT_TEXT } from '../messages';
import { WebPageFormModal } from './web-page-form-modal';

type EditWebPageModalProps = {
  /** The page being edited; null keeps the modal closed. */
  page: WebPageListItem | null;
  onClose: () => void;
};

/** "Edit Web Page": loads the page with its body, then shows its form. */
export function EditWebPageModal({ page, onClose }: EditWebPageModalProps) {
  if (!page) return null;
  return <WebPageEditor key={page.id} id={page.id} onClose={onClose} />;
}

function WebPageEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useWebPage(id);
  // The form's values start from the loaded page, so its modal opens once the page is here.
  if (query.data) return <WebPageFormModal page={query.data.data} onClose={onClose} />;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CONTENT_TEXT.editWebPageTitle}
      size="lg"
    >
      <QueryState
        query={query}
        loading={<LoadingBlock label={CONTENT_TEXT.webPageLoading} />}
        errorFallback={CONTENT_TEXT.webPageLoadFailed}
      >
        {() => null}
      </QueryState>
    </Modal>
  );
}
