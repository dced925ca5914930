// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';

const hostile = [
  '<p>Welcome <b>bonus</b></p>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2" alt="banner">',
  '<a href="javascript:window.__pwned = 3">claim</a>',
  '<a href="https://example.com/terms" target="_self">terms</a>',
  '<a href="/m/help" target="_blank">help</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><animate onbegin="window.__pwned = 4"/></svg>',
  '<div style="background:url(javascript:alert(1))" onclick="window.__pwned = 5">box</div>',
].join('');

describe('SafeHtml', () => {
  it('keeps the text and markup of server HTML and drops every script path', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(<SafeHtml html={hostile} className="notice-body" />);
    const root = container.querySelector('.notice-body')!;
    expect(root.querySelector('p')?.textContent).toBe('Welcome bonus');
    expect(root.querySelector('script, iframe, animate')).toBeNull();
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
    }
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('banner');
    expect(root.innerHTML).not.toMatch(/javascript:/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });

  it('opens links out of the site in a new tab without opener, and site links in place', () => {
    const { container } = render(<SafeHtml html={hostile} />);
    const terms = container.querySelector('a[href^="https:"]')!;
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    const help = container.querySelector('a[href="/m/help"]')!;
    expect(help.hasAttribute('target')).toBe(false);
    const claim = [...container.querySelectorAll('a')].find((a) => a.textContent === 'claim')!;
    expect(claim.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
