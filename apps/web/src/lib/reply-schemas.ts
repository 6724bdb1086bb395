// Issue 10: the API client's own reply schemas, loaded when a reply is first checked (not with the
// sign-in page's first download, which does without zod: ADR 0026).
export { refreshReplySchema } from '@portal/contracts';
