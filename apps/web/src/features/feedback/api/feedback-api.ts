import { FEEDBACK_PATHS, submitFeedbackReplySchema, type SubmitFeedbackBody } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

// spec 002 §7: POST submitFeedback. Quiet: the page shows the spec's own failure message (spec 002 §8).
export const submitFeedback = (body: SubmitFeedbackBody) =>
  apiRequest(FEEDBACK_PATHS.submit, {
    method: 'POST',
    body,
    reply: submitFeedbackReplySchema,
    isQuiet: true,
  });
