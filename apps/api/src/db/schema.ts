// The whole database schema, for drizzle (client.ts, drizzle.config.ts) and for repositories. Each table
// lives in the file of its concern; those files import each other only through their own names, never
// through this one, so the schema has no import cycle (ADR 0025).
// Advisers, invitations, sign-in, sessions, settings, home entries, mail outbox and audit log.
export * from './schema-accounts.js';
// Issue 5: product data and comparison display settings live in their own file.
export * from './schema-products.js';
// Issue 10: one file per premium table (ADR 0022), listed from the folder (ADR 0028).
export * from './premium-tables/tables.generated.js';
// Issue 6: published comparison links.
export * from './schema-links.js';
// Issue 14: profile, pictures, rnf change requests and feedback.
export * from './schema-profile.js';
// Issue 10: illustration values of the value-series tools (ADR 0011).
export * from './schema-illustrations.js';
