import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { themeMachine } from './theme.machine';

const themeCookie = () => /(?:^|; )theme=(\w+)/.exec(document.cookie)?.[1];

afterEach(() => {
  document.cookie = 'theme=; path=/; max-age=0';
});

describe('theme (§3 local flag theme, §9 themes)', () => {
  it('starts dark by default, and keeps each choice in storage and in the cookie the server reads', async () => {
    const actor = createActor(themeMachine).start();
    await waitFor(actor, (s) => s.matches('dark'));
    expect(document.documentElement.classList.contains('theme-dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(themeCookie()).toBe('dark');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('light')).toBe(true);
    expect(document.documentElement.classList.contains('theme-light')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(themeCookie()).toBe('light');
  });

  it('starts in the stored light theme, the browser bar too', async () => {
    localStorage.setItem('theme', 'light');
    const meta = document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'theme-color' }));
    const actor = createActor(themeMachine).start();
    await waitFor(actor, (s) => s.matches('light'));
    expect(meta.getAttribute('content')).toBe('#f4f5f9');
    meta.remove();
    expect(themeCookie()).toBe('light');
  });
});
