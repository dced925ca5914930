import { describe, expect, it } from 'vitest';
import { appendRows } from './paging';

describe('appendRows', () => {
  it('adds the rows not shown yet, in order', () => {
    const id = (r: { id: string }) => r.id;
    expect(appendRows([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }], id)).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ]);
  });
});
