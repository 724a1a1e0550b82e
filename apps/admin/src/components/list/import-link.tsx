import { IMPORT_KIND_LABELS, IMPORT_PERMISSION, type ImportKind } from '@job-board/contract';
import { Link } from 'react-router';
import { importPath } from '../../lib/import-paths';
import { usePermission } from '../../lib/permissions';
import { buttonClassName } from '../ui/button';

export const IMPORT_LINK_TEXT = 'Import';

/** A list's "Import" link to the kind's CSV import, for roles holding the kind's write permission. */
export function ImportLink({ kind }: { kind: ImportKind }) {
  const allowed = usePermission(IMPORT_PERMISSION[kind]);
  if (!allowed) return null;
  return (
    <Link
      to={importPath(kind)}
      aria-label={`${IMPORT_LINK_TEXT} ${IMPORT_KIND_LABELS[kind]}`}
      className={buttonClassName({ variant: 'secondary', size: 'sm' })}
    >
      {IMPORT_LINK_TEXT}
    </Link>
  );
}
