// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, setup } from 'xstate';
import { browserNavigator } from './navigator';

/** The navigator with a stand-in session that records what it hears. */
function start() {
  const heard: EventObject[] = [];
  const session = fromCallback<EventObject>(({ receive }) => receive((event) => heard.push(event)));
  const root = createActor(
    setup({ actors: { navigator: browserNavigator, session } }).createMachine({
      invoke: [
        { src: 'navigator', systemId: 'navigator' },
        { src: 'session', systemId: 'session' },
      ],
    }),
  ).start();
  const navigator = root.system.get('navigator');
  return { root, heard, open: () => navigator?.send({ type: 'OPEN_EXTERNAL', url: 'https://game.example/play' }) };
}

let focused = true;
const leave = (type: 'blur' | 'visibilitychange' = 'blur') => {
  focused = false;
  dispatchEvent(new Event(type));
};
const comeBack = () => {
  focused = true;
  dispatchEvent(new Event('focus'));
};

describe('browserNavigator: the balance after a page opened outside', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    focused = true;
  });

  it('asks the session for the wallet once the player comes back from the opened page', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
    const { root, heard, open } = start();
    open();
    expect(window.open).toHaveBeenCalledWith('https://game.example/play', '_blank', 'noopener');
    // Still on the site (the page opened without taking the focus): nothing yet.
    dispatchEvent(new Event('focus'));
    expect(heard).toEqual([]);
    leave();
    expect(heard).toEqual([]);
    comeBack();
    expect(heard).toEqual([{ type: 'REFRESH_WALLET' }]);
    // Once per opened page: later visits to other windows ask nothing.
    leave('visibilitychange');
    comeBack();
    expect(heard).toEqual([{ type: 'REFRESH_WALLET' }]);
    root.stop();
  });

  it('asks nothing when the player leaves and comes back without having opened a page', () => {
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
    const { root, heard } = start();
    leave();
    comeBack();
    expect(heard).toEqual([]);
    root.stop();
  });

  it('stops listening when it stops', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
    const { root, heard, open } = start();
    open();
    root.stop();
    leave();
    comeBack();
    expect(heard).toEqual([]);
  });
});
