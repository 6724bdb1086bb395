// Issue 9: control characters are refused in every path parameter, query value and body text.
// TAB, LF and CR stay allowed in JSON body strings only: multi-line free text (the adviser's
// recommendation, remarks) legitimately holds them, and they are harmless where text ends up (ADR 0015).

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** C0 controls (00-1F), DEL (7F) and C1 controls (80-9F), optionally sparing TAB, LF and CR. */
export function hasControlCharacter(text: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const isControl = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (isControl && !(allowLineBreaks && (code === TAB || code === LF || code === CR))) return true;
  }
  return false;
}

// Issue 32: a lone UTF-16 surrogate ("\ud800" in JSON) is no character at all: Postgres refuses it in
// json ("invalid input syntax for type json") and a text column would silently store U+FFFD. With the
// `u` flag a surrogate range matches only a half without its partner; a well-formed pair is one code point.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Whether the text holds half of a surrogate pair without the other half. */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** What is wrong with a piece of text a request carries: nothing, a control character, or a lone surrogate. */
export type TextFault = 'controlCharacter' | 'loneSurrogate' | null;

export const textFaultOf = (text: string, allowLineBreaks = false): TextFault =>
  hasControlCharacter(text, allowLineBreaks)
    ? 'controlCharacter'
    : hasLoneSurrogate(text)
      ? 'loneSurrogate'
      : null;

/** JSON and query-string objects only: a Buffer, a stream or a file upload is not text to inspect. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // Query parsers build objects on a bare prototype (one whose own prototype is null).
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Whether `test` holds for any string in a parsed JSON value (object keys included).
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
function someString(value: unknown, test: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (test(current)) return true;
    } else if (Array.isArray(current)) {
      // A loop, not push(...current): spreading a huge array would overflow the argument list.
      for (const item of current) pending.push(item);
    } else if (isPlainObject(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** Whether any string in a parsed JSON value (object keys included) holds a control character. */
export const containsControlCharacter = (value: unknown, allowLineBreaks = false): boolean =>
  someString(value, (text) => hasControlCharacter(text, allowLineBreaks));

/** The fault of the first faulty string in a parsed JSON value (object keys included), or null. */
export function findTextFault(value: unknown, allowLineBreaks = false): TextFault {
  let fault: TextFault = null;
  someString(value, (text) => (fault = textFaultOf(text, allowLineBreaks)) !== null);
  return fault;
}
