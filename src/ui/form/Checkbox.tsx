import type { ReactNode } from 'react';
import './form.css';

export interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}

/** A checkbox with its label (remember password, agree to terms). */
export function Checkbox({ id, checked, onChange, children }: CheckboxProps) {
  return (
    <div className="checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={onChange} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
