import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export interface DialingCode {
  code: string;
  name: string;
  countryDialingCode: string;
}

export interface PhoneFieldProps extends Omit<TextFieldProps, 'leading' | 'type'> {
  dialingCode: string;
  dialingCodes: DialingCode[];
  dialingCodeLabel: string;
  onDialingCodeChange: (code: string) => void;
  /** A "send code" button or similar. */
  action?: ReactNode;
}

/** A mobile number with its country dialing code picker (spec §2 "mobile number with country dialing code"). */
export function PhoneField({
  dialingCode,
  dialingCodes,
  dialingCodeLabel,
  onDialingCodeChange,
  action,
  ...props
}: PhoneFieldProps) {
  const codes = dialingCodes.some((c) => c.countryDialingCode === dialingCode)
    ? dialingCodes
    : [{ code: '', name: '', countryDialingCode: dialingCode }, ...dialingCodes];
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      leading={
        <span className="dial-code">
          <select
            aria-label={dialingCodeLabel}
            value={dialingCode}
            onChange={(e) => onDialingCodeChange(e.target.value)}
          >
            {codes.map((c) => (
              <option key={`${c.code}-${c.countryDialingCode}`} value={c.countryDialingCode}>
                {c.name ? `${c.name} +${c.countryDialingCode}` : `+${c.countryDialingCode}`}
              </option>
            ))}
          </select>
          <span aria-hidden="true">+{dialingCode}</span>
        </span>
      }
      trailing={action}
    />
  );
}
