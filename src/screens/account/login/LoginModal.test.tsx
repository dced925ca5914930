// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

// Texts show as their keys here (no i18n instance in component tests).
import { testRoot } from '../../../../tests/support/testRoot';
import { LoginModal } from './LoginModal';

describe('LoginModal (the login popup, §4)', () => {
  it('shows while the loginPopup actor is open, says why, and its close button closes it', async () => {
    const { wrapper, actor } = testRoot();
    render(<LoginModal />, { wrapper });
    expect(screen.queryByRole('dialog')).toBeNull();
    const popup = actor('loginPopup');
    act(() => popup.send({ type: 'OPEN', reason: 'memberOnly' }));
    expect(screen.getByRole('dialog', { name: 'account.login.title' })).toHaveAccessibleDescription(
      'errors.notLoggedIn',
    );
    await userEvent.click(screen.getByRole('button', { name: 'common.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(popup.getSnapshot().value).toBe('closed');
  });

  it('after a session ended it says the account was logged out', () => {
    const { wrapper, actor } = testRoot();
    render(<LoginModal />, { wrapper });
    act(() => actor('loginPopup').send({ type: 'OPEN', reason: 'sessionEnded' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('errors.loggedOut');
  });
});
