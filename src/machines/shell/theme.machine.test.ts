// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { browserImplementations } from '../../app/implementations/browser';
import { providedOf } from '../../app/root';
import { themeMachine } from './theme.machine';

/** The theme machine with the browser's implementations (storage, cookie, document), as the root runs it. */
const browserTheme = providedOf(browserImplementations, themeMachine);

const themeCookie = () => /(?:^|; )theme=(\w+)/.exec(document.cookie)?.[1];

afterEach(() => {
  document.cookie = 'theme=; path=/; max-age=0';
});

describe('theme machine', () => {
  it('picks the stored theme and asks for each theme it enters', async () => {
    const used: string[] = [];
    const machine = themeMachine.provide({
      actors: { readStoredTheme: fromPromise<string | null, void>(async () => 'light') },
      actions: { useDark: () => used.push('dark'), useLight: () => used.push('light') },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('light'));
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'SET', theme: 'dark' });
    actor.send({ type: 'SET', theme: 'light' });
    expect(used).toEqual(['light', 'dark', 'light']);
  });
});

describe('theme in the browser (§3 local flag theme, §9 themes)', () => {
  it('starts dark by default, and keeps each choice in storage and in the cookie the server reads', async () => {
    const actor = createActor(browserTheme).start();
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
    const actor = createActor(browserTheme).start();
    await waitFor(actor, (s) => s.matches('light'));
    expect(meta.getAttribute('content')).toBe('#f4f5f9');
    meta.remove();
    expect(themeCookie()).toBe('light');
  });
});
