// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../machines/catalog';
import { isFlowsPageEnabled } from './enabled';
import FlowsScreen from './FlowsScreen';

describe('FlowsScreen', () => {
  it('lists every catalog machine and draws one with its paths on demand', async () => {
    render(<FlowsScreen />);
    const first = catalog[0]!;
    expect(await screen.findByText(first.purpose, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(catalog.length);
    fireEvent.click(screen.getAllByRole('button')[0]!);
    const img = await screen.findByRole('img', {}, { timeout: 20_000 });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(img.getAttribute('src') ?? '')).toContain(first.machine.id);
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.textContent).toMatch(/^Start in /);
  }, 30_000);

  it('is on in dev builds and when the site config flag is set', () => {
    expect(isFlowsPageEnabled(true)).toBe(true);
    expect(isFlowsPageEnabled(false)).toBe(import.meta.env.DEV);
  });
});
