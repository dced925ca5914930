// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContentState } from './ContentState';
import { HelpCentre } from './HelpCentre';
import { NoticeList, type NoticeView } from './NoticeList';
import { RichContent } from './RichContent';

const notice = (n: number, read: boolean): NoticeView => ({
  key: String(n),
  title: `Notice ${n}`,
  date: '2026/11/24',
  content: `<p>Body ${n}</p><img src="x" onerror="window.__pwned = 1">`,
  read,
});
const texts = { read: 'Read', unread: 'Unread' };

describe('notice list (§2 Announcements, §4 read look)', () => {
  it('opens only the notice at the index, sanitized, and reports taps by index', () => {
    const onToggle = vi.fn();
    const { container } = render(
      <NoticeList
        notices={[notice(0, false), notice(1, true)]}
        openIndex={1}
        onToggle={onToggle}
        label="Announcements"
        onInternalLink={() => undefined}
        unreadText="Unread: 1"
        texts={texts}
      />,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /Notice 1/ })).toHaveTextContent('Body 1');
    expect(screen.queryByText('Body 0')).not.toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    fireEvent.click(first!);
    expect(onToggle).toHaveBeenCalledWith(0);
  });

  it('a read notice looks read and says so; an unread one says unread; the count is a status', () => {
    const { container } = render(
      <NoticeList
        notices={[notice(0, false), notice(1, true)]}
        openIndex={null}
        onToggle={() => undefined}
        label="Announcements"
        onInternalLink={() => undefined}
        unreadText="Unread: 1"
        texts={texts}
      />,
    );
    expect(screen.getByRole('button', { name: /Notice 0, Unread/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Notice 1, Read/ })).toBeInTheDocument();
    expect(container.querySelectorAll('.notice-read')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Unread: 1');
  });
});

describe('help centre (§2 left list, selected content as HTML)', () => {
  it('marks the selected title, shows its sanitized content and offers the languages', () => {
    const onChange = vi.fn();
    render(
      <HelpCentre
        topics={[
          { key: 'a', title: 'About us', href: '/m/help?i=0' },
          { key: 't', title: 'Terms', href: '/m/help?i=1' },
        ]}
        selectedIndex={1}
        selected={{ title: 'Terms', content: '<p>Be 18</p><script>window.__pwned = 1</script>' }}
        label="Help topics"
        onInternalLink={() => undefined}
        languages={{
          label: 'Language',
          current: 'EN',
          options: [
            { code: 'EN', name: 'English' },
            { code: 'CN', name: '中文' },
          ],
          onChange,
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About us' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('article')).toHaveTextContent('Be 18');
    expect(document.querySelector('script')).toBeNull();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'CN' } });
    expect(onChange).toHaveBeenCalledWith('CN');
  });
});

describe('rich content links', () => {
  it('moves inside the app for a site path, leaves links out alone', () => {
    const onInternalLink = vi.fn();
    render(
      <RichContent
        html='<a href="/m/feedback">Feedback</a> <a href="https://example.com/x">out</a> <a href="//evil.example">x</a>'
        onInternalLink={onInternalLink}
      />,
    );
    const inside = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Feedback' }).dispatchEvent(inside);
    expect(onInternalLink).toHaveBeenCalledWith('/m/feedback');
    expect(inside.defaultPrevented).toBe(true);
    const out = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'out' }).dispatchEvent(out);
    const protocolRelative = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'x' }).dispatchEvent(protocolRelative);
    expect(onInternalLink).toHaveBeenCalledTimes(1);
    expect(out.defaultPrevented).toBe(false);
  });
});

describe('content state (§8 in_no_data)', () => {
  const stateTexts = { loading: 'Loading', failed: 'Failed', retry: 'Retry', empty: 'No data' };
  it('says loading, failed with a retry, or no data', () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ContentState loading failed={false} empty={false} texts={stateTexts} onRetry={onRetry} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<ContentState loading={false} failed empty={false} texts={stateTexts} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<ContentState loading={false} failed={false} empty texts={stateTexts} onRetry={onRetry} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
