/** The four Q&A blocks of the /blogs page (product §2). Kept apart from home.ts so the home route does not carry them. */

export const BLOGS_TEXTS = {
  title: 'Questions',
  subtitle: 'Short, honest answers to questions we hear from the developers who build Market.',
  answerLabel: 'Answer',
  questionNumber: (n: number) => `Q${n}`,
} as const;
