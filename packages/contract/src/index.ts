import './error-messages.js';

export * from './envelopes.js';
export * from './fields.js';
export * from './lists.js';
export * from './auth.js';
export * from './users.js';
export * from './kyc.js';
export * from './audit.js';
export * from './jobs.js';
export * from './reference-data.js';
export * from './dashboard.js';
export * from './partners.js';
export * from './subscriptions.js';
export * from './settings.js';
export * from './files.js';
export * from './content.js';
export * from './endpoint.js';
export * from './registry.js';
