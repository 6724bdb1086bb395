// The e2e specs that npm test runs (issue 17: the axe sweep, split in a11y-*.spec.ts files so Vitest's
// two workers share it, and the keyboard walk); npm run test:e2e runs every other spec. Both Vitest
// configs read this list.
export const A11Y_SPECS = ['a11y-*.spec.ts', 'keyboard.spec.ts'];
