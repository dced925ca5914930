import { useEffect } from 'react';

/**
 * Focuses the field a machine points at (§5 "On submit the first invalid field gets focus"). The machine bumps `n`
 * on each request so the same field can be focused again. Inputs have the id `${prefix}-${field}`.
 */
export function useFocusField(focus: { field: string; n: number } | null, prefix: string): void {
  useEffect(() => {
    if (!focus) return;
    const el = document.getElementById(`${prefix}-${focus.field}`);
    if (el instanceof HTMLElement) {
      el.focus();
      el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    }
  }, [focus, prefix]);
}
