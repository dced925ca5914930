import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, setup } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import { loginPopupMachine } from './loginPopup.machine';

/** A session stand-in the popup's listener watches: visitor or logged in. */
const sessionStandIn = setup({ types: {} as { events: { type: 'LOGIN' } | { type: 'END' } } }).createMachine({
  initial: 'loggedOut',
  states: { loggedOut: { on: { LOGIN: 'loggedIn' } }, loggedIn: { on: { END: 'loggedOut' } } },
});

function inSystem(input: { showLogin: boolean }, sessionFirst?: 'LOGIN') {
  const sent: { to: string; event: AnyEventObject }[] = [];
  const effects: unknown[] = [];
  const root = standInRoot({ session: sessionStandIn, navigator: recorder('navigator', sent) });
  if (sessionFirst) root.system.get('session').send({ type: sessionFirst });
  const machine = loginPopupMachine.provide({
    actions: {
      saveShowLogin: (_, params) => effects.push(['saveShowLogin', params.open]),
      markBody: (_, params) => effects.push(['markBody', params.open]),
    },
  });
  const popup = createActor(machine, { parent: root, input }).start();
  return { popup, root, sent, effects };
}

describe('login popup in the actor system (§3 showLogin, §4 body class)', () => {
  it('closes when the session it watches logs in, then sends the visit on to the tapped destination', () => {
    const { popup, root, sent, effects } = inSystem({ showLogin: false });
    popup.send({ type: 'OPEN', reason: 'memberOnly', continueTo: '/m/member/benefits' });
    expect(effects).toEqual([
      ['saveShowLogin', true],
      ['markBody', true],
    ]);
    root.system.get('session').send({ type: 'LOGIN' });
    expect(popup.getSnapshot().value).toBe('closed');
    expect(effects.slice(2)).toEqual([
      ['saveShowLogin', false],
      ['markBody', false],
    ]);
    expect(sent).toEqual([{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/member/benefits' } }]);
  });

  it('after a session ended it stays on the screen once logged in (no navigation)', () => {
    const { popup, root, sent } = inSystem({ showLogin: false }, 'LOGIN');
    root.system.get('session').send({ type: 'END' });
    popup.send({ type: 'OPEN', reason: 'sessionEnded' });
    root.system.get('session').send({ type: 'LOGIN' });
    expect(popup.getSnapshot().value).toBe('closed');
    expect(sent).toEqual([]);
  });

  it('reopens after a reload with showLogin saved, unless a session exists (then it closes at once)', () => {
    expect(inSystem({ showLogin: true }).popup.getSnapshot().value).toBe('open');
    const { popup, effects } = inSystem({ showLogin: true }, 'LOGIN');
    expect(popup.getSnapshot().value).toBe('closed');
    expect(effects.at(-2)).toEqual(['saveShowLogin', false]);
  });
});
