export * from './accounts.js';
export * from './catalogue.js';
export * from './commerce.js';
export * from './engagement.js';
export * from './extensions.js';
export * from './jobs.js';
export * from './search.js';
export * from './visits.js';
