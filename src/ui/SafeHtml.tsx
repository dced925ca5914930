import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';

let purifier: Purifier | null = null;

/**
 * The site's own DOMPurify instance (the shared default stays untouched): scripts, event handlers and `javascript:`
 * URLs go; links out of the site (`http`, `https`) open in a new tab without handing it this page (`noopener`).
 */
function sitePurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (/^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Server HTML (announcements, help, messages, promotions) made safe to insert. Inline styles go too: the theme styles
 * the content, and a style could lay a fake control over the page or load a URL.
 */
export function sanitizeHtml(html: string): string {
  return sitePurifier().sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}

interface Props {
  html: string;
  className?: string;
}

/** The one way the site shows HTML it did not write: always sanitized first (ARCHITECTURE "Screens and UI"). */
export function SafeHtml({ html, className }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitized by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
