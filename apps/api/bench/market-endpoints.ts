import { BUILT_COMPARISON_TYPES, TOOL_EXAMPLES, type BuiltComparisonType } from '@portal/contracts';

// The market bench's searches (issue 33): each tool as its page calls it (its example's `bench`, in
// contracts tools/examples), for a woman of ANB 36, non-smoker. A tool whose page computes in the browser
// (`bench: null`) has no search of its own here.
const insured = { anb: 36, ageNearestBirthday: 35, gender: 'F', smoker: 'NS' } as const;

export const endpoints: [BuiltComparisonType, object][] = BUILT_COMPARISON_TYPES.flatMap(
  (type): [BuiltComparisonType, object][] => {
    const bench = TOOL_EXAMPLES[type].bench;
    return bench ? [[type, bench.body(insured)]] : [];
  },
);
