// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GameSearch } from './GameSearch';

function Harness({ onSearch, withButton }: { onSearch: (v: string) => void; withButton?: boolean }) {
  const [value, setValue] = useState('');
  return <GameSearch id="s" value={value} onChange={setValue} onSearch={onSearch} withButton={withButton} />;
}

describe('game search box (§2)', () => {
  it('searches what was typed on Enter, through its labelled box', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: ' Tiger ' } });
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenCalledWith(' Tiger ');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a search button beside the box on home', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} withButton />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Koi' } });
    fireEvent.click(screen.getByRole('button'));
    expect(onSearch).toHaveBeenCalledWith('Koi');
  });
});
