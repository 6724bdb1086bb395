import { z } from 'zod';

/** Every error reply of the API has this shape; devCode is stable per cause. */
export const errorReplySchema = z.object({
  message: z.string(),
  devCode: z.string(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
