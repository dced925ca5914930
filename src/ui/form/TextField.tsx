import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './form.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'onBlur'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Already translated error text; shown under the field and announced. */
  error?: string | null;
  hint?: string;
  /** Shown before the input, inside the box (an icon, a dialing code picker). */
  leading?: ReactNode;
  /** Shown after the input, inside the box (show/hide, send code, captcha image). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with its error and hint (every input has a label, errors are tied by aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  leading,
  trailing,
  inputRef,
  className,
  ...rest
}: TextFieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        {leading}
        <input
          id={id}
          ref={inputRef}
          className="field-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={(e) => {
            // Leaving the field for the submit button: the submit checks everything, and an error appearing here
            // first would move the button away from under the finger before the click lands.
            const next = e.relatedTarget;
            if (next instanceof HTMLButtonElement && next.type === 'submit') return;
            onBlur?.();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...rest}
        />
        {trailing}
      </div>
      {hint && !error && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
