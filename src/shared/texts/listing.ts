import type { Condition } from '../constants.ts';

/** The one-line meaning shown beside each condition a seller may choose (issue 10: "Listings carry what buyers check"). */
export const CONDITION_MEANINGS: Readonly<Record<Condition, string>> = {
  'Like new': 'Works perfectly; no visible marks, as if just unboxed',
  Good: 'Works perfectly; light signs of use',
  Fair: 'Works well; visible scratches or wear, or a small fault the detail describes',
};
