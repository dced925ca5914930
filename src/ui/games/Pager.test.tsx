// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

describe("page indicator and 'more games' (§2 Game lobby)", () => {
  it("shows 'n / total' whenever there are games, also on a single page (the lobby, hot, fav and game list alike)", () => {
    render(<Pager page={1} totalPages={1} shown={5} canMore={false} busy={false} onMore={vi.fn()} />);
    expect(screen.getByTestId('page-indicator').textContent).toBe('1 / 1');
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('shows nothing without games', () => {
    const { container } = render(
      <Pager page={0} totalPages={0} shown={0} canMore={false} busy={false} onMore={vi.fn()} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('asks for more while there is a next page, and is busy while it loads', () => {
    const onMore = vi.fn();
    const { rerender } = render(<Pager page={1} totalPages={3} shown={9} canMore busy={false} onMore={onMore} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<Pager page={1} totalPages={3} shown={9} canMore={false} busy onMore={onMore} />);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });
});
