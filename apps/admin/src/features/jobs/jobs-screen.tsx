import { PageHeader } from '../../app/layout/page-header';
import { CategoriesTable } from './components/categories-table';
import { JobTypesTable } from './components/job-types-table';
import { JobsTable } from './components/jobs-table';
import { PostDurationsTable } from './components/post-durations-table';
import { SkillsTable } from './components/skills-table';
import { JOBS_SCREEN_TEXT } from './messages';

/**
 * Jobs and their reference data (spec §2 Jobs screen): jobs and skills on the left;
 * categories, job types and post durations on the right.
 */
export function JobsScreen() {
  return (
    <>
      <PageHeader title={JOBS_SCREEN_TEXT.title} subtitle={JOBS_SCREEN_TEXT.subtitle} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 xl:col-span-2">
          <JobsTable />
          <SkillsTable />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CategoriesTable />
          <JobTypesTable />
          <PostDurationsTable />
        </div>
      </div>
    </>
  );
}
