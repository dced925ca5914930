// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testRoot } from '../../../../tests/support/testRoot';
import { browserLanguage } from '../../../app/implementations/shell';
import { normaliseConfig } from '../../../domain/shell/site-config';
import LoginScreen from './LoginScreen';

function loadConfig(smsLogin: boolean) {
  // The texts come from the browser's language implementation (i18next with en.json); nothing else is provided.
  const { actor, wrapper } = testRoot(new Map([browserLanguage]));
  actor('siteConfig').send({
    type: 'CONFIG_LOADED',
    config: normaliseConfig({
      merchantCode: 'demo',
      flags: { MOBILEVERCODELOGIN3: smsLogin },
      register: {
        defaultCountryDialingCode: '63',
        rules: { loginUsername: { regExp: '^[a-z0-9_]{3,20}$', message: 'Account format incorrect' } },
      },
    }),
  });
  return wrapper;
}

describe('LoginScreen', () => {
  it('has no SMS tab without MOBILEVERCODELOGIN3', async () => {
    render(<LoginScreen />, { wrapper: loadConfig(false) });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('switches to the SMS tab with MOBILEVERCODELOGIN3, and shows rule errors with focus on submit', async () => {
    render(<LoginScreen />, { wrapper: loadConfig(true) });
    expect(await screen.findAllByRole('tab')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Username'), 'A!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Account format incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });
});
