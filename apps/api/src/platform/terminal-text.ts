// Text people typed, printed in an admin's terminal: control characters (escape sequences that could
// rewrite the screen) and bidirectional overrides become '?'. Newlines stay for the caller to handle.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const printable = (text: string): string => text.replace(UNPRINTABLE, '?');

// Issue 32: one printed line must stay one line. A preferred name holding CR/LF made `adviser list`
// print a made-up adviser line and hide the real email, so every CLI line goes through this last:
// line breaks, tabs, other controls and bidi overrides are shown as escapes, never acted on.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export const terminalLine = (line: string): string =>
  line.replace(
    UNSAFE_IN_A_LINE,
    (ch) => NAMED_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
