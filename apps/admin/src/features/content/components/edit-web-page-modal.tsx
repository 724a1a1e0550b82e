import type { WebPageListItem } from '@job-board/contract';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
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
  if (query.isPending) return <LoadingBlock label={CONTENT_TEXT.webPageLoading} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, CONTENT_TEXT.webPageLoadFailed)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <WebPageForm page={query.data} onDone={onDone} />;
}
