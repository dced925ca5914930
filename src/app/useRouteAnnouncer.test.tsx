// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenHeading, ScreenProvider } from './screen';
import { type RouteAnnouncerInput, useRouteAnnouncer } from './useRouteAnnouncer';

/** A shell in miniature: the hook, the context, one screen (new for each key) with its heading, a button outside. */
function Harness(props: RouteAnnouncerInput & { lateHeading?: boolean }) {
  const { announcement, focusRequest, claimFocus } = useRouteAnnouncer(props);
  return (
    <ScreenProvider value={{ title: props.title, titleBar: false, focusRequest, claimFocus }}>
      <button type="button">outside</button>
      <main key={props.screenKey}>{props.lateHeading ? <LateHeading /> : <ScreenHeading />}</main>
      <div data-testid="live" aria-live="polite">
        {announcement.text && <span key={announcement.id}>{announcement.text}</span>}
      </div>
    </ScreenProvider>
  );
}

/** A screen whose heading comes after its data (a lazy screen, a config still loading). */
function LateHeading() {
  const [shown, setShown] = useState(false);
  return shown ? (
    <ScreenHeading />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      load
    </button>
  );
}

const first: RouteAnnouncerInput = { screenKey: '/m/home', title: 'Home', siteName: 'Royal Demo', loggedIn: false };
const live = () => screen.getByTestId('live').textContent;
const heading = () => screen.getByRole('heading', { level: 1 });

afterEach(() => {
  document.title = '';
});

describe('useRouteAnnouncer (issue 11: titles and focus on navigation)', () => {
  it('titles the document on the first screen but neither announces it nor moves the focus', () => {
    render(<Harness {...first} />);
    expect(document.title).toBe('Home | Royal Demo');
    expect(live()).toBe('');
    expect(heading()).toHaveTextContent('Home');
    expect(heading()).toHaveAttribute('tabindex', '-1');
    expect(heading()).not.toHaveFocus();
  });

  it("announces the new screen's title and focuses its heading after a navigation", () => {
    const { rerender } = render(<Harness {...first} />);
    rerender(<Harness {...first} screenKey="/m/login" title="Log in" />);
    expect(document.title).toBe('Log in | Royal Demo');
    expect(live()).toBe('Log in');
    expect(heading()).toHaveTextContent('Log in');
    expect(heading()).toHaveFocus();
  });

  it('announces a screen again when it comes back with the same title', () => {
    const { rerender } = render(<Harness {...first} />);
    rerender(<Harness {...first} screenKey="/m/hot" title="Games" />);
    const before = screen.getByTestId('live').firstElementChild;
    rerender(<Harness {...first} screenKey="/m/game" title="Games" />);
    expect(live()).toBe('Games');
    expect(screen.getByTestId('live').firstElementChild).not.toBe(before);
  });

  it('follows a language change in the title without announcing it or moving the focus', () => {
    const { rerender } = render(<Harness {...first} />);
    rerender(<Harness {...first} screenKey="/m/login" title="Log in" />);
    screen.getByRole('button', { name: 'outside' }).focus();
    rerender(<Harness {...first} screenKey="/m/login" title="Entrar" />);
    expect(document.title).toBe('Entrar | Royal Demo');
    expect(live()).toBe('Log in');
    expect(screen.getByRole('button', { name: 'outside' })).toHaveFocus();
  });

  it('moves the focus to the heading after a login or a logout on the same screen, without an announcement', () => {
    const { rerender } = render(<Harness {...first} />);
    screen.getByRole('button', { name: 'outside' }).focus();
    rerender(<Harness {...first} loggedIn />);
    expect(heading()).toHaveFocus();
    expect(live()).toBe('');
    screen.getByRole('button', { name: 'outside' }).focus();
    rerender(<Harness {...first} loggedIn={false} />);
    expect(heading()).toHaveFocus();
  });

  it('gives the focus to a heading that comes after the navigation, once', () => {
    const { rerender } = render(<Harness {...first} />);
    rerender(<Harness {...first} screenKey="/m/feedback" title="Feedback" lateHeading />);
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => screen.getByRole('button', { name: 'load' }).click());
    expect(heading()).toHaveFocus();
    // A re-render of the same screen does not take the focus back.
    screen.getByRole('button', { name: 'outside' }).focus();
    rerender(<Harness {...first} screenKey="/m/feedback" title="Feedback" lateHeading />);
    expect(screen.getByRole('button', { name: 'outside' })).toHaveFocus();
  });

  it("keeps the shipped title's name until the config names the site", () => {
    document.title = 'Royal Play';
    const { rerender } = render(<Harness {...first} siteName="" />);
    expect(document.title).toBe('Home | Royal Play');
    rerender(<Harness {...first} siteName="Royal Demo" />);
    expect(document.title).toBe('Home | Royal Demo');
  });
});
