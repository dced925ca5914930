import { describe, expect, it } from 'vitest';
import { appendMessages, badgeText, centreRows, inboxPath, isInboxPath, messagingChannelOf } from './centre';

const message = (id: number) => ({ id, title: `M${id}`, content: '', createdAt: '', read: false });

describe('badgeText (§9 unread badge cap 99+)', () => {
  it('shows nothing for no unread, the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(98)).toBe('98');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
    expect(badgeText(Number.POSITIVE_INFINITY)).toBeNull();
    expect(badgeText(2.7)).toBe('2');
  });
});

describe('centreRows (§2 Message center)', () => {
  const channel = { type: 'TELEGRAM', url: 'https://t.me/x' };
  it('lists every row in the spec order when all can work', () => {
    expect(centreRows({ channel, chatOn: true, serviceLink: '/support' })).toEqual([
      'channel',
      'announcements',
      'messages',
      'liveChat',
      'service',
    ]);
  });
  it('drops the channel without a link, live chat without CBS3 and the service row without a link', () => {
    expect(centreRows({ channel: null, chatOn: false, serviceLink: null })).toEqual(['announcements', 'messages']);
    expect(centreRows({ channel: null, chatOn: true, serviceLink: null })).toEqual([
      'announcements',
      'messages',
      'liveChat',
    ]);
  });
});

describe('messagingChannelOf', () => {
  it('takes the first messaging app with a URL, Telegram before WhatsApp, whatever the list order', () => {
    expect(
      messagingChannelOf([
        { type: 'FACEBOOK', url: 'https://facebook.com/x' },
        { type: 'WHATSAPP', url: 'https://wa.me/1' },
        { type: 'telegram', url: ' https://t.me/x ' },
      ]),
    ).toEqual({ type: 'TELEGRAM', url: 'https://t.me/x' });
    expect(
      messagingChannelOf([
        { type: 'TELEGRAM', url: '' },
        { type: 'WHATSAPP', url: 'https://wa.me/1' },
      ]),
    ).toEqual({ type: 'WHATSAPP', url: 'https://wa.me/1' });
  });
  it('is null without one (social networks are not messaging apps)', () => {
    expect(messagingChannelOf([{ type: 'FACEBOOK', url: 'https://facebook.com/x' }])).toBeNull();
    expect(messagingChannelOf([])).toBeNull();
  });
});

describe('inbox addresses', () => {
  it('/m/messages and /m/webEmail open the inbox; /m/message is the hub', () => {
    expect(inboxPath()).toBe('/m/messages');
    expect(isInboxPath('/m/messages')).toBe(true);
    expect(isInboxPath('/m/webEmail/')).toBe(true);
    expect(isInboxPath('/m/webemail')).toBe(true);
    expect(isInboxPath('/m/message')).toBe(false);
    expect(isInboxPath('/m/home')).toBe(false);
  });
});

describe('appendMessages', () => {
  it('appends a page, leaving out messages already shown', () => {
    expect(appendMessages([message(3), message(2)], [message(2), message(1)]).map((m) => m.id)).toEqual([3, 2, 1]);
  });
});
