import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry } from '../../domain/messages/customerService';
import { selectCsLink, selectLiveChatLink, selectServiceLink, selectWhatsAppLink } from './customerService.view';

const snapshot = (data: CustomerServiceEntry[]) => ({ context: { data } });

describe('customer-service selectors (§2 floating icon, §3 CS, WHATSAPP, LIVECHAT, type 3 service link)', () => {
  const entries = [
    { csType: 'WHATSAPP', path: 'https://wa.example' },
    { csType: 'CS', path: '' },
    { csType: 'CS', path: 'https://cs.example' },
    { csType: 'CS', path: 'https://later.example' },
    { csType: 'LIVECHAT', path: '/chat' },
    { csType: '3', path: 'https://service.example' },
  ];

  it('gives the first entry of each type that has a path', () => {
    expect(selectCsLink(snapshot(entries))).toBe('https://cs.example');
    expect(selectWhatsAppLink(snapshot(entries))).toBe('https://wa.example');
    expect(selectLiveChatLink(snapshot(entries))).toBe('/chat');
    expect(selectServiceLink(snapshot(entries))).toBe('https://service.example');
  });

  it('the service link falls back to the CS entry; with no entries nothing shows', () => {
    expect(selectServiceLink(snapshot(entries.filter((e) => e.csType !== '3')))).toBe('https://cs.example');
    expect(selectCsLink(snapshot([{ csType: 'LIVECHAT', path: '/chat' }]))).toBeNull();
    expect(selectServiceLink(snapshot([{ csType: 'WHATSAPP', path: 'https://wa.example' }]))).toBeNull();
    expect(selectCsLink(snapshot([]))).toBeNull();
  });
});
