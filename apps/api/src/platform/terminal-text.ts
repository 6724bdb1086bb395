// Text people typed, printed in an admin's terminal: control characters (escape sequences that could
// rewrite the screen) and bidirectional overrides become '?'. Newlines stay for the caller to handle.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const printable = (text: string): string => text.replace(UNPRINTABLE, '?');
