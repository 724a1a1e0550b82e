import { fileURLToPath } from 'node:url';

/** Where the sign-in setup of a database's project leaves the signed-in browser state. */
export const signedInState = (database: string) =>
  fileURLToPath(new URL(`../../artifacts/e2e/${database}-admin.json`, import.meta.url));
