// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { popupHtmlToRem } from '../../domain/messages/popup';
import { AnnouncementPopupPanel, type PopupEntryView } from './AnnouncementPopupPanel';

/** Every way popup content could try to run code, load something or cover the page (§2: all content sanitized). */
const hostile = [
  '<p style="font-size:28px;position:fixed;top:0;z-index:9999;background:url(javascript:alert(1))">Bonus</p>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2" alt="art">',
  '<a href="javascript:window.__pwned = 3">claim</a>',
  '<a href="/m/activity" onclick="window.__pwned = 4">promotions</a>',
  '<a href="https://example.com/terms">terms</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body { display: none }</style>',
  '<div style="width: expression(alert(1)); color: red">x</div>',
  '<span style="color: rgb(1, 2, 3); behavior: url(x.htc)">y</span>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<svg><animate onbegin="window.__pwned = 5"/></svg>',
  '<object data="x.swf"></object><embed src="x.swf">',
].join('');

const entry = (id: string, title: string, html = '<p>Hello</p>'): PopupEntryView => ({
  id,
  title,
  date: '2026/11/20',
  dateTime: '2026-11-20',
  html,
});

function renderPanel(entries: PopupEntryView[], overrides: Partial<Parameters<typeof AnnouncementPopupPanel>[0]> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onBackdrop: vi.fn(),
    onLink: vi.fn(),
    onInteract: vi.fn(),
    onPick: vi.fn(),
  };
  render(
    <AnnouncementPopupPanel entries={entries} index={0} playing={false} closing={false} {...handlers} {...overrides} />,
  );
  return handlers;
}

describe('announcement popup panel (§2)', () => {
  it('keeps the text and harmless sizes of hostile content and drops everything executable', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPanel([entry('1', 'Hostile', popupHtmlToRem(hostile))]);
    const content = screen.getByTestId('announcement-popup').querySelector('.popup-content')!;
    expect(content.querySelector('p')?.textContent).toBe('Bonus');
    // The pixel size became rem (§2) and is the one declaration of that style left.
    expect(content.querySelector('p')?.getAttribute('style')).toBe('font-size: 0.28rem');
    expect(content.querySelector('div')?.getAttribute('style')).toBe('color: red');
    expect(content.querySelector('span')?.getAttribute('style')).toBe('color: rgb(1, 2, 3)');
    expect(content.querySelector('script, iframe, style, form, input, object, embed, animate')).toBeNull();
    for (const element of content.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
    }
    const html = content.innerHTML;
    expect(html).not.toMatch(/javascript:|expression\(|url\(|position|z-index|behavior/i);
    expect(content.querySelector('img')?.getAttribute('alt')).toBe('art');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('hands every link to the popup machine instead of following it', () => {
    const handlers = renderPanel([
      entry('1', 'Links', '<a href="/m/activity">in</a> <a href="https://example.com">out</a>'),
    ]);
    const inApp = screen.getByRole('link', { name: 'in' });
    const out = screen.getByRole('link', { name: 'out' });
    expect(fireEvent.click(inApp)).toBe(false); // default prevented
    expect(fireEvent.click(out)).toBe(false);
    expect(handlers.onLink.mock.calls).toEqual([['/m/activity'], ['https://example.com']]);
  });

  it('has the welcome heading, title, date and an accordion body; close asks to close', () => {
    const handlers = renderPanel([entry('1', 'Weekend bonus')]);
    expect(screen.getByRole('heading', { level: 2, name: 'announcementPopup.welcome' })).toBeTruthy();
    const title = screen.getByRole('button', { name: 'Weekend bonus' });
    expect(screen.getByText('2026/11/20').getAttribute('datetime')).toBe('2026-11-20');
    expect(title.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(title.getAttribute('aria-controls')!)?.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'common.close' }));
    expect(handlers.onClose).toHaveBeenCalledOnce();
    // One entry: no carousel dots.
    expect(screen.queryByRole('button', { name: /goToEntry/ })).toBeNull();
  });

  it('with several entries shows the carousel entry and its dots; touching or a dot stops the autoplay', () => {
    const handlers = renderPanel([entry('1', 'One'), entry('2', 'Two'), entry('3', 'Three')], {
      index: 1,
      playing: true,
    });
    expect(screen.queryByRole('button', { name: 'One' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Two' })).toBeTruthy();
    const dots = screen.getAllByRole('button', { name: 'announcementPopup.goToEntry' });
    expect(dots).toHaveLength(3);
    expect(dots[1]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(dots[2]!);
    expect(handlers.onPick).toHaveBeenCalledWith(2);
    const entries = screen.getByRole('region', { name: 'announcementPopup.entries' });
    expect(entries.getAttribute('aria-live')).toBe('off');
    fireEvent.pointerDown(entries);
    expect(handlers.onInteract).toHaveBeenCalled();
    // A swipe to the left shows the next entry.
    fireEvent.touchStart(entries, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(entries, { changedTouches: [{ clientX: 100 }] });
    expect(handlers.onPick).toHaveBeenLastCalledWith(2);
  });
});
