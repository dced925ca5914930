// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PHONE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../../domain/constants';
import { loadLanguage } from '../../services/shell/i18n';
import { PhoneCodeFields } from './PhoneCodeFields';

const field = (id: string, value = '') => ({ id, value, error: null, onChange: vi.fn(), onBlur: vi.fn() });

describe('PhoneCodeFields', () => {
  beforeAll(() => loadLanguage('en'));

  it('renders the number with its country code and the SMS code with its send button', async () => {
    const mobile = field('x-mobile', '912');
    const onDialingCodeChange = vi.fn();
    render(
      <PhoneCodeFields
        mobile={mobile}
        dialingCode="63"
        dialingCodes={[{ code: 'PH', name: 'Philippines', countryDialingCode: '63' }]}
        onDialingCodeChange={onDialingCodeChange}
        code={{ ...field('x-code'), error: 'wrong code', sendButton: <button type="button">Get code</button> }}
      />,
    );
    const number = screen.getByLabelText('Mobile number');
    expect(number).toHaveAttribute('id', 'x-mobile');
    expect(number).toHaveAttribute('maxlength', String(PHONE_MAX_LENGTH));
    expect(number).toHaveValue('912');
    expect(number).toHaveAttribute('placeholder', 'Mobile number');
    const code = screen.getByLabelText('SMS code');
    expect(code).toHaveAttribute('id', 'x-code');
    expect(code).toHaveAttribute('maxlength', String(SMS_CODE_MAX_LENGTH));
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription('wrong code');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('63');
    await userEvent.type(number, '3');
    expect(mobile.onChange).toHaveBeenLastCalledWith('9123');
  });

  it('takes other labels and leaves the code out when asked for the number only', () => {
    render(
      <PhoneCodeFields
        mobile={{ ...field('y-mobile'), label: 'Mobile (optional)', placeholder: undefined }}
        dialingCode="63"
        dialingCodes={[]}
        onDialingCodeChange={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Mobile (optional)')).toHaveAttribute('id', 'y-mobile');
    expect(screen.getByLabelText('Mobile (optional)')).not.toHaveAttribute('placeholder');
    expect(screen.queryByLabelText('SMS code')).toBeNull();
  });
});
