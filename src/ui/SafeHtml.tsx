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
    // Present only when the caller allowed styles (sanitizeHtml's `styles`): keep the harmless declarations.
    const style = node.getAttribute('style');
    if (style !== null) {
      const kept = safeStyle(style);
      if (kept) node.setAttribute('style', kept);
      else node.removeAttribute('style');
    }
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

/** Inline style properties that only size, space or colour text: none can move a box over the page or load a URL. */
const SAFE_STYLE_PROPERTIES =
  /^(color|background-color|font-size|font-weight|font-style|text-align|text-decoration|line-height|letter-spacing|(margin|padding)(-(top|right|bottom|left))?|(max-)?width|(max-)?height|border-radius)$/;
/** Values made of lengths, numbers, words, hex and rgb()/hsl() colours: no url(), expression(), var(), escapes. */
const SAFE_STYLE_VALUE = /^(?:[#a-z0-9.%\s,-]|(?:rgba?|hsla?)\()+\)*$/i;

/** The harmless declarations of an inline style ('' when none is left). */
export function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return '';
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!SAFE_STYLE_PROPERTIES.test(property) || !value || !SAFE_STYLE_VALUE.test(value)) return '';
      return `${property}: ${value}`;
    })
    .filter(Boolean)
    .join('; ');
}

/**
 * Server HTML (announcements, help, messages, promotions) made safe to insert. Inline styles go too unless `styles`
 * asks to keep their harmless part (sizes, spacing, colours: the announcement popup's content, §2): the theme styles
 * the content, and a style could lay a fake control over the page or load a URL.
 */
export function sanitizeHtml(html: string, options: { styles?: boolean } = {}): string {
  return sitePurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    // No style sheets (they reach the whole page) and no form controls (a fake password field could phish).
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: options.styles ? [] : ['style'],
  });
}

interface Props {
  html: string;
  className?: string;
  /** Keep the harmless part of inline styles (see `sanitizeHtml`). */
  styles?: boolean;
}

/** The one way the site shows HTML it did not write: always sanitized first (ARCHITECTURE "Screens and UI"). */
export function SafeHtml({ html, className, styles }: Props) {
  const clean = useMemo(() => sanitizeHtml(html, { styles }), [html, styles]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitized by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
