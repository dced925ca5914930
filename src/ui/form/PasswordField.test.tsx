// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../services/shell/i18n';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  beforeAll(() => loadLanguage('en'));

  it('names its show/hide toggle with the account texts unless told otherwise', async () => {
    render(<PasswordField id="p" label="Password" value="secret" onChange={vi.fn()} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes other toggle names', () => {
    render(<PasswordField id="q" label="PIN" value="" onChange={vi.fn()} showLabel="Reveal" hideLabel="Mask" />);
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeInTheDocument();
  });
});
