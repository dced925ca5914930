// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SkipLink, skipTarget } from './SkipLink';
import { ScreenHeading } from './screen';

function Page({ target = false, heading = true }: { target?: boolean; heading?: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  return (
    <div ref={root}>
      <SkipLink root={root} />
      <header>
        <button type="button">Back</button>
        {heading && <ScreenHeading>Slots</ScreenHeading>}
      </header>
      <main>
        <nav>
          <a href="#a">Slots</a>
          <a href="#b">Live casino</a>
        </nav>
        {target && (
          <div data-testid="tools" data-skip-target="" tabIndex={-1}>
            <button type="button">Filter</button>
          </div>
        )}
      </main>
    </div>
  );
}

describe('SkipLink (issue 11)', () => {
  it('is the first Tab stop and moves the focus to the screen heading', async () => {
    render(<Page />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'shell.skipToContent' });
    expect(link).toHaveFocus();
    await userEvent.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toHaveFocus();
    // The next Tab goes on from the heading, past the back button.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveFocus();
  });

  it("goes past a screen's own navigation to the content it marks", async () => {
    render(<Page target />);
    await userEvent.click(screen.getByRole('link', { name: 'shell.skipToContent' }));
    expect(screen.getByTestId('tools')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
  });

  it('falls back to the main landmark without a heading', async () => {
    render(<Page heading={false} />);
    await userEvent.click(screen.getByRole('link', { name: 'shell.skipToContent' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(skipTarget(document.createElement('div'))).toBeNull();
  });
});
