/**
 * Who reviewed a KYC verification, from its row joined to the reviewing admin's name; null
 * before a review (or once that admin is gone).
 */
export const reviewerOf = (row: {
  reviewed_by: number | null;
  reviewer_name: string | null;
}): { id: number; name: string } | null =>
  row.reviewed_by !== null && row.reviewer_name !== null
    ? { id: row.reviewed_by, name: row.reviewer_name }
    : null;
