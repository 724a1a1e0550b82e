/** The app paths of the record pages (app/screen-routes.tsx), for links from any screen. */
export const userRecordPath = (id: number) => `/users/${id}`;
export const jobRecordPath = (id: number) => `/jobs/${id}`;
export const partnerRecordPath = (id: number) => `/partners/${id}`;
