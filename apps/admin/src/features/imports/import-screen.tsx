import type { ImportKind } from '@job-board/contract';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { ImportFlow } from './components/import-flow';
import { IMPORT_TEXT } from './messages';

/** The list each kind's import comes from and returns to. */
const LIST_PATHS: Record<ImportKind, string> = {
  partners: '/partners',
  jobs: '/jobs',
  users: '/users',
  categories: '/jobs',
  skills: '/jobs',
  job_types: '/jobs',
  post_durations: '/jobs',
};

/** The CSV import of one kind of record (one route per kind: app/screen-routes.tsx). */
export function ImportScreen({ kind }: { kind: ImportKind }) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={IMPORT_TEXT.title(kind)} subtitle={IMPORT_TEXT.subtitle} />
      <Card bodyClassName="p-4">
        <ImportFlow kind={kind} onClose={() => void navigate(LIST_PATHS[kind])} />
      </Card>
    </>
  );
}

/** The screen of one kind, as its route renders it. */
export const importScreenOf = (kind: ImportKind) =>
  function KindImportScreen() {
    return <ImportScreen kind={kind} />;
  };
