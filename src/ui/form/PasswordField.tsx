import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './FormIcons';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** The toggle's accessible names; default the account texts. */
  showLabel?: string;
  hideLabel?: string;
}

/** A password input with a show/hide toggle (spec §2 "Password fields have a show/hide toggle"). */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false); // visual state only
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field-action field-eye"
          aria-label={visible ? (hideLabel ?? t('account.hidePassword')) : (showLabel ?? t('account.showPassword'))}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
