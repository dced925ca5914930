import type { MouseEvent } from 'react';
import { SafeHtml } from '../SafeHtml';

interface Props {
  html: string;
  /** A link of this site in the content (a path starting with `/`): moved to inside the app, without a reload. */
  onInternalLink: (path: string) => void;
}

/**
 * Server HTML of a notice or a help item, sanitized (SafeHtml). Its links to this site move inside the app; links
 * out (`http...`) open in a new tab as SafeHtml marks them.
 */
export function RichContent({ html, onInternalLink }: Props) {
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest?.('a[href]');
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    e.preventDefault();
    onInternalLink(href);
  };
  // The links inside are real links (keyboard Enter clicks them too); the wrapper only hears their clicks bubble.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the controls, see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link inside is a click, see above
    <div onClick={onClick}>
      <SafeHtml html={html} className="rich-content" />
    </div>
  );
}
