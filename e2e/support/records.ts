import { expect, type Page } from '@playwright/test';

type Applicant = { user: { id: number; full_name: string; email: string } };

/**
 * A job of the demo data that someone has applied to, and its first applicant (read through the
 * signed-in session).
 */
export async function jobWithApplicant(
  page: Page,
): Promise<{ jobId: number; applicant: Applicant['user'] }> {
  const jobs = await page.request.get('/api/jobs/all?page=1');
  expect(jobs.ok()).toBe(true);
  for (const job of (await jobs.json()).data as { id: number }[]) {
    const applicants = await page.request.get(`/api/admin/jobs/${job.id}/applicants`);
    expect(applicants.ok()).toBe(true);
    const first = ((await applicants.json()).data as Applicant[])[0];
    if (first) return { jobId: job.id, applicant: first.user };
  }
  throw new Error('No job of the demo data has an applicant.');
}
