// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testRoot } from '../../tests/support/testRoot';
import { PageHead } from '../screens/games/shared/GameListPage';
import ComingSoonScreen from '../screens/shell/coming-soon/ComingSoonScreen';
import { ScreenHeading, ScreenProvider } from './screen';

/** A screen as the shell stands it: with or without the title bar (whose h1 is the screen's). */
function inShell(titleBar: boolean) {
  const { wrapper: System } = testRoot();
  return ({ children }: { children: ReactNode }) => (
    <System>
      <ScreenProvider value={{ title: 'Messages', titleBar, focusRequest: 0, claimFocus: () => false }}>
        {children}
      </ScreenProvider>
    </System>
  );
}

describe('ScreenHeading (issue 11: one h1 per screen)', () => {
  it("is the screen's h1, focusable by script only, with the screen's title unless given its own text", () => {
    render(
      <>
        <ScreenHeading />
        <ScreenHeading hidden className="extra">
          Welcome back
        </ScreenHeading>
      </>,
      { wrapper: inShell(false) },
    );
    const [byTitle, own] = screen.getAllByRole('heading', { level: 1 });
    expect(byTitle).toHaveTextContent('Messages');
    expect(byTitle).toHaveAttribute('tabindex', '-1');
    expect(byTitle).toHaveAttribute('data-screen-heading');
    expect(byTitle).not.toHaveClass('visually-hidden');
    expect(own).toHaveTextContent('Welcome back');
    expect(own).toHaveClass('visually-hidden', 'extra');
  });

  it('gives a coming-soon screen a hidden h1 without the title bar, and none under it', () => {
    const alone = render(<ComingSoonScreen />, { wrapper: inShell(false) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('common.comingSoon');
    alone.unmount();
    render(<ComingSoonScreen />, { wrapper: inShell(true) });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it("draws a game list's own head only where the shell draws no title bar", () => {
    const alone = render(<PageHead title="All games" />, { wrapper: inShell(false) });
    expect(screen.getByRole('heading', { level: 1, name: 'All games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'common.back' })).toBeInTheDocument();
    alone.unmount();
    render(<PageHead title="All games" />, { wrapper: inShell(true) });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
