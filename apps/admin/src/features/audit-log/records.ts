/**
 * Words and links for the audit log's records: `kyc_verification` reads "KYC verification", and
 * the records that have a page link to it.
 */

const ENTITY_LABELS: Record<string, string> = {
  kyc_verification: 'KYC verification',
  admin: 'Admin',
  user: 'User',
  job: 'Job',
  partner: 'Partner',
};

/** The record pages of the app, by the audit log's entity. */
const RECORD_PATHS: Record<string, (id: number) => string> = {
  user: (id) => `/users/${id}`,
  job: (id) => `/jobs/${id}`,
  partner: (id) => `/partners/${id}`,
  kyc_verification: (id) => `/kyc/${id}`,
};

/** `blog_post` → "Blog post", `job-type` → "Job type". */
export function entityLabel(entity: string): string {
  const known = ENTITY_LABELS[entity];
  if (known) return known;
  const words = entity.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `sign-in` → "Sign in", `view-document` → "View document". */
export function actionLabel(action: string): string {
  const words = action.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Job #12", or the type alone when the row names no record. */
export function recordLabel(entity: string, id: number | null): string {
  return id === null ? entityLabel(entity) : `${entityLabel(entity)} #${id}`;
}

/** The record's page in the app, when it has one. */
export function recordPath(entity: string, id: number | null): string | null {
  const path = RECORD_PATHS[entity];
  return path && id !== null ? path(id) : null;
}
