import { useJobApplicationCount } from '../api/jobs';
import { JOB_TEXT } from '../messages';

/** What deleting a job takes with it: its applications, counted once the count has loaded. */
export function JobDeleteConsequence({ id }: { id: number }) {
  const applications = useJobApplicationCount(id);
  return <>{JOB_TEXT.deleteConsequence(applications.data)}</>;
}
