import { permissionsOf, type AdminDetails } from '@job-board/contract';

/** The signed-in admin of the app's tests: an owner, who may do everything. */
export const testAdmin: AdminDetails = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  img_url: 'https://cdn.example.com/ada.jpg',
  role: 'owner',
  permissions: permissionsOf('owner'),
  two_factor: { enabled: true, required: true, passkeys: 0, passkey_required: false },
  time_zone: null,
};
