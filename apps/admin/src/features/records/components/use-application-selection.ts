import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { usePermission } from '../../../lib/permissions';
import { useSetApplicationSelected } from '../api/record-actions';
import { RECORD_TEXT } from '../messages';
import type { RecordRowActions } from './record-list-card';

type Application = { id: number; selected: boolean };

/**
 * The row menu item that marks an application selected or not (a job's applicants, a user's
 * applications), the server's sentence as a toast; none for a role without jobs.write.
 */
export function useApplicationSelection(): RecordRowActions<Application> | null {
  const canEdit = usePermission('jobs.write');
  const setSelected = useSetApplicationSelected();
  if (!canEdit) return null;
  const toggle = (application: Application) => {
    const selected = !application.selected;
    setSelected
      .mutateAsync({ id: application.id, selected })
      .then((result) => notifySuccess(result.message))
      .catch((error: unknown) => notifyError(errorMessage(error, RECORD_TEXT.actionFailed)));
  };
  return {
    items: (application) => [
      {
        label: application.selected ? RECORD_TEXT.unselect : RECORD_TEXT.markSelected,
        disabled: setSelected.isPending && setSelected.variables.id === application.id,
        onSelect: () => toggle(application),
      },
    ],
  };
}
