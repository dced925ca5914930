import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../../../tests/support/testRoot';
import { LOGIN_MODAL_BODY_CLASS, LoginModal } from './LoginModal';

describe('LoginModal', () => {
  it('adds its body class while open and removes it on close', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<LoginModal onClose={onClose} />, { wrapper: testRoot().wrapper });
    expect(document.body.classList.contains(LOGIN_MODAL_BODY_CLASS)).toBe(true);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
    unmount();
    expect(document.body.classList.contains(LOGIN_MODAL_BODY_CLASS)).toBe(false);
  });
});
