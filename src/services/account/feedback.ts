import type { FeedbackPayload } from '../../domain/account/feedback';
import { call } from '../shell/http';

/** §7 Feedback: PUT /wps/feedback with content, sender, type, captcha. */
export async function sendFeedback(payload: FeedbackPayload, signal?: AbortSignal): Promise<void> {
  await call<unknown>('/wps/feedback', { method: 'PUT', body: payload, signal });
}
