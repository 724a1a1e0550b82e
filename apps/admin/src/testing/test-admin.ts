import type { AdminDetails } from '@job-board/contract';

/** The signed-in admin of the app's tests. */
export const testAdmin: AdminDetails = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  img_url: 'https://cdn.example.com/ada.jpg',
};
