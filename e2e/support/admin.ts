/** The administrator the end-to-end server creates at its first start (see serve.mjs). */
export const ADMIN = {
  email: 'admin@example.com',
  password: 'e2e-admin-password',
  name: 'Administrator',
};

/** The product's name in the demo settings; page titles end with it. */
export const APP_NAME = 'Job Board';
