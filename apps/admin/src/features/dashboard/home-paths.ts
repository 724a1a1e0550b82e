/**
 * The screens the home's widgets link to (relative to /admin). Features never import each
 * other, so the addresses the home needs are named here once.
 */
export const CONTENT_PATH = '/content-management';
export const editPostPath = (id: number) => `${CONTENT_PATH}/blog/post/${id}`;

/**
 * The web pages list searched for one title (its `pages_s` parameter), where the page's Edit is:
 * a web page is edited in a dialog of that list, which has no address of its own.
 */
export const webPageInListPath = (title: string) =>
  `${CONTENT_PATH}?${new URLSearchParams({ pages_s: title }).toString()}`;

export const KYC_DASHBOARD_PATH = '/kyc/dashboard';
export const kycReviewPath = (id: number) => `/kyc/${id}`;

export const USERS_PATH = '/users';
export const userPath = (id: number) => `${USERS_PATH}/${id}`;
