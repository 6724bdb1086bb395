import { z } from 'zod';

// spec 002 §2 Feedback, §3, §5, §7, §8 and issue 14.

export const FEEDBACK_CATEGORIES = ['Bug report', 'Feature request', 'Data correction', 'Other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const MAX_FEEDBACK_LENGTH = 2000;

export const FEEDBACK_MESSAGES = {
  categoryRequired: 'Please select a category',
  feedbackRequired: 'Please enter your feedback',
  submitted: 'Feedback Submitted. We will contact within 3 working days. Thanks!',
  failed: 'Something went wrong. Please try again later',
  /** Ours: issue 14 limits the text to 2,000 characters. */
  tooLong: 'Feedback must be at most 2,000 characters',
} as const;

export const FEEDBACK_PATHS = {
  // spec 002 §7, word for word
  submit: '/api/dashboard/profile/submitFeedback',
} as const;

export const submitFeedbackBodySchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MESSAGES.categoryRequired }),
  feedback: z
    .string({ error: FEEDBACK_MESSAGES.feedbackRequired })
    .overwrite((v) => v.replace(/\r\n/g, '\n').trim())
    .min(1, FEEDBACK_MESSAGES.feedbackRequired)
    .max(MAX_FEEDBACK_LENGTH, FEEDBACK_MESSAGES.tooLong),
});
export type SubmitFeedbackBody = z.input<typeof submitFeedbackBodySchema>;

export const submitFeedbackReplySchema = z.object({ success: z.literal(true), msg: z.string() });
export type SubmitFeedbackReply = z.infer<typeof submitFeedbackReplySchema>;
