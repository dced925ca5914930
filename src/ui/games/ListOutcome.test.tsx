// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListOutcome } from './ListOutcome';

describe('a game list without games (§2 Game lobby)', () => {
  it('offers a retry after a failed load', () => {
    const onRetry = vi.fn();
    render(<ListOutcome failed empty={false} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the list is empty, in its own words when given', () => {
    const { rerender } = render(<ListOutcome failed={false} empty emptyText="No favourites yet" onRetry={vi.fn()} />);
    expect(screen.getByText('No favourites yet')).toBeInTheDocument();
    rerender(<ListOutcome failed={false} empty={false} onRetry={vi.fn()} />);
    expect(screen.queryByText('No favourites yet')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
