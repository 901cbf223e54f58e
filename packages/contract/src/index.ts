export * from './accounts.js';
export * from './admin.js';
export * from './catalogue.js';
export * from './common.js';
export * from './constants.js';
export * from './messages.js';
export * from './products.js';
export * from './settings.js';
