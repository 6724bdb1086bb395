export * from './admin.js';
export * from './auth.js';
export * from './constants.js';
export * from './errors.js';
export * from './home.js';
export * from './messages.js';
export * from './theme.js';
export * from './validation.js';
