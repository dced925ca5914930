/** Feedback rules (spec §2 "Feedback", §3 "Feedback payload", §5 "Feedback content"). */
import { FEEDBACK_MAX_LENGTH } from '../constants';
import { checkFeedbackCaptcha, type ValidationMessage } from './validation';

/** §3 Question types and their numbers; unselected is -1. */
export const FEEDBACK_TYPES = [
  { value: 1, key: 'deposit' },
  { value: 2, key: 'withdrawal' },
  { value: 3, key: 'game' },
  { value: 4, key: 'customerService' },
  { value: 6, key: 'application' },
  { value: 0, key: 'other' },
] as const;
export const FEEDBACK_TYPE_UNSELECTED = -1;

/** §5: the content is capped at 200 characters. */
export function capContent(content: string): string {
  return Array.from(content).slice(0, FEEDBACK_MAX_LENGTH).join('');
}

export function contentLength(content: string): number {
  return Array.from(content).length;
}

export interface FeedbackValues {
  type: number;
  content: string;
  captcha: string;
}

export interface FeedbackPayload {
  content: string;
  sender: string;
  type: number;
  captcha: string;
}

export type FeedbackField = 'type' | 'content' | 'captcha';

/** §5: a type must be chosen (we block -1 with a clear message), content non-empty, captcha required. */
export function checkFeedback(values: FeedbackValues): Partial<Record<FeedbackField, ValidationMessage>> {
  const errors: Partial<Record<FeedbackField, ValidationMessage>> = {};
  if (!FEEDBACK_TYPES.some((t) => t.value === values.type)) errors.type = { key: 'account.feedback.typeRequired' };
  if (!values.content.trim()) errors.content = { key: 'account.feedback.contentRequired' };
  const captcha = checkFeedbackCaptcha(values.captcha);
  if (captcha) errors.captcha = captcha;
  return errors;
}

export function buildFeedbackPayload(values: FeedbackValues, sender: string): FeedbackPayload {
  return { content: capContent(values.content.trim()), sender, type: values.type, captcha: values.captcha.trim() };
}
