import { describe, expect, it } from 'vitest';
import { buildFeedbackPayload, capContent, checkFeedback, contentLength, FEEDBACK_TYPES } from './feedback';

describe('feedback (spec §2, §3 Feedback payload, §5 Feedback content)', () => {
  it('has the question types of §3 with their numbers', () => {
    expect(FEEDBACK_TYPES.map((t) => [t.key, t.value])).toEqual([
      ['deposit', 1],
      ['withdrawal', 2],
      ['game', 3],
      ['customerService', 4],
      ['application', 6],
      ['other', 0],
    ]);
  });

  it('caps the content at 200 characters, counting characters not code units', () => {
    const long = '😀'.repeat(250);
    expect(contentLength(capContent(long))).toBe(200);
    expect(capContent('short')).toBe('short');
    expect(contentLength('😀a')).toBe(2);
  });

  it('needs a chosen type, some content and a captcha', () => {
    expect(checkFeedback({ type: -1, content: '  ', captcha: '' })).toEqual({
      type: { key: 'account.feedback.typeRequired' },
      content: { key: 'account.feedback.contentRequired' },
      captcha: { key: 'account.feedback.captchaRequired' },
    });
    expect(checkFeedback({ type: 0, content: 'It froze', captcha: '12' })).toEqual({});
    expect(checkFeedback({ type: 5, content: 'It froze', captcha: '12' })).toEqual({
      type: { key: 'account.feedback.typeRequired' },
    });
  });

  it('sends the trimmed, capped content, the sender, the type and the trimmed captcha', () => {
    expect(buildFeedbackPayload({ type: 3, content: `  ${'x'.repeat(210)} `, captcha: ' 42 ' }, 'alice')).toEqual({
      content: 'x'.repeat(200),
      sender: 'alice',
      type: 3,
      captcha: '42',
    });
  });
});
