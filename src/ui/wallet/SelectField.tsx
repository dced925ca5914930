import type { ReactNode } from 'react';
import '../form/form.css';

/** A labelled select with its error, in the form fields' look (the error is tied by aria-describedby). */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Already translated error text; shown under the field and announced. */
  error?: string | null;
  /** The options. */
  children: ReactNode;
}) {
  const { id, label, value, onChange, error, children } = props;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        <select
          id={id}
          className="field-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {children}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
