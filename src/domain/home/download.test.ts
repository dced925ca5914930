import { describe, expect, it } from 'vitest';
import { NOTHING_DISMISSED } from './download';

describe('download offers dismissed (§2 Home popups)', () => {
  it('a first visit has dismissed nothing', () => {
    expect(NOTHING_DISMISSED).toEqual({ bannerDismissed: false, popupDismissed: false, guideDismissed: false });
  });
});
