import './error-messages.js';

export * from './envelopes.js';
export * from './fields.js';
export * from './lists.js';
export * from './auth.js';
export * from './users.js';
