import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../../domain/constants';
import { type DialingCode, PhoneField } from './PhoneField';
import { TextField } from './TextField';

/**
 * What a form binds to one of the two fields. Label and placeholder default to the account texts when left out (a
 * placeholder given as undefined means none).
 */
export interface PhoneCodeField {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  label?: string;
  placeholder?: string;
}

export interface PhoneCodeFieldsProps {
  mobile: PhoneCodeField;
  dialingCode: string;
  dialingCodes: DialingCode[];
  onDialingCodeChange: (code: string) => void;
  /** The SMS code field with its send-code button (and countdown); left out where the form asks for the number only. */
  code?: PhoneCodeField & { sendButton?: ReactNode };
}

/**
 * The mobile number with its country dialing code and the SMS code sent to it (spec §2, §4 SMS countdown, §5 input
 * limits), as the login, registration and forgotten-password forms ask for them.
 */
export function PhoneCodeFields({
  mobile,
  dialingCode,
  dialingCodes,
  onDialingCodeChange,
  code,
}: PhoneCodeFieldsProps) {
  const { t } = useTranslation();
  const bind = (field: PhoneCodeField, label: string, placeholder: string) => ({
    id: field.id,
    label: field.label ?? label,
    placeholder: 'placeholder' in field ? field.placeholder : placeholder,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: field.error,
  });
  return (
    <>
      <PhoneField
        {...bind(mobile, t('account.fields.mobile'), t('account.placeholders.mobile'))}
        maxLength={PHONE_MAX_LENGTH}
        dialingCode={dialingCode}
        dialingCodes={dialingCodes}
        dialingCodeLabel={t('account.fields.dialingCode')}
        onDialingCodeChange={onDialingCodeChange}
      />
      {code && (
        <TextField
          {...bind(code, t('account.fields.smsCode'), t('account.placeholders.smsCode'))}
          inputMode="numeric"
          maxLength={SMS_CODE_MAX_LENGTH}
          autoComplete="one-time-code"
          trailing={code.sendButton}
        />
      )}
    </>
  );
}
