import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where "Skip to content" goes: the start of a screen's own content when the screen marks it (`data-skip-target`,
 * e.g. the lobby's games past its category menu and tabs), else the screen's heading, else the main landmark.
 */
export function skipTarget(root: ParentNode): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>('main [data-skip-target]') ??
    root.querySelector<HTMLElement>('[data-screen-heading]') ??
    root.querySelector<HTMLElement>('main')
  );
}

/** The skip link (issue 11): the shell's first focusable element, shown when it has the focus. */
export function SkipLink({ root }: { root: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const onClick = (e: MouseEvent) => {
    const target = root.current && skipTarget(root.current);
    if (!target) return;
    // Moving the focus ourselves: a #hash would change the address the router and Back see.
    e.preventDefault();
    // The main landmark (the last resort) takes the focus only from here, not from every tap inside it.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to the content; its click moves the focus without a #hash in the history
    <a className="skip-link" href="#main-content" onClick={onClick}>
      {t('shell.skipToContent')}
    </a>
  );
}
