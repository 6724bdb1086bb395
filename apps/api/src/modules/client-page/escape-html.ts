const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value on the client's page goes through here: adviser text is never trusted (issue 6). */
export const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
