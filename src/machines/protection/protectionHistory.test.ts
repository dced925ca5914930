import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuditEntry, AuditPage } from '../../domain/protection/auditEntry';
import { protectionHistoryMachine } from './protectionHistory.machine';
import {
  historyCanLoadMore,
  historyEmpty,
  historyEntries,
  historyLoadingMore,
  historyMoreFailed,
} from './protectionHistory.view';

const entry = (id: string): AuditEntry => ({
  id,
  tool: 'LIMIT',
  action: 'SET',
  oldValue: null,
  newValue: 100,
  source: 'PLAYER',
  at: '2025-01-01T00:00:00.000Z',
});

/** Each page call's input; page 1 answers at once, later pages as `more` says. */
function start(more: () => Promise<AuditPage>) {
  const inputs: unknown[] = [];
  const machine = protectionHistoryMachine.provide({
    actors: {
      loadPage: fromPromise<AuditPage, { pageNo: number }>(async ({ input }) => {
        inputs.push(input);
        return input.pageNo === 1 ? { entries: [entry('a')], pageNum: 1, totalPages: 3 } : more();
      }),
    },
  });
  return { actor: createActor(machine).start(), inputs };
}

describe('protection history: paging', () => {
  it('asks for page 1 first, then the page after the one shown', async () => {
    const { actor, inputs } = start(async () => ({ entries: [entry('b')], pageNum: 2, totalPages: 3 }));
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    expect(inputs).toEqual([{ pageNo: 1 }]);
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.matches({ list: 'idle' }) && s.context.page === 2);
    expect(inputs).toEqual([{ pageNo: 1 }, { pageNo: 2 }]);
    expect(historyEntries(actor.getSnapshot()).map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('the list selectors tell idle, loading more and a failed "more" apart', async () => {
    let fail: (e: unknown) => void = () => undefined;
    const { actor } = start(
      () =>
        new Promise<AuditPage>((_, reject) => {
          fail = reject;
        }),
    );
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    const idle = actor.getSnapshot();
    expect([historyCanLoadMore(idle), historyLoadingMore(idle), historyMoreFailed(idle)]).toEqual([true, false, false]);
    expect(historyEmpty(idle)).toBe(false);

    actor.send({ type: 'MORE' });
    const loadingMore = actor.getSnapshot();
    expect(loadingMore.value).toEqual({ list: 'loadingMore' });
    expect([historyCanLoadMore(loadingMore), historyLoadingMore(loadingMore), historyMoreFailed(loadingMore)]).toEqual([
      false,
      true,
      false,
    ]);

    fail(new Error('down'));
    await waitFor(actor, (s) => s.matches({ list: 'moreFailed' }));
    const moreFailed = actor.getSnapshot();
    expect([historyCanLoadMore(moreFailed), historyLoadingMore(moreFailed), historyMoreFailed(moreFailed)]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
