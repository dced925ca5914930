import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

/** The selectors every records tab's view module has for its paged list. */
export interface PagedListView<S> {
  selectLoading: (s: S) => boolean;
  selectFailed: (s: S) => boolean;
  selectShowsList: (s: S) => boolean;
  selectCanLoadMore: (s: S) => boolean;
  selectLoadingMore: (s: S) => boolean;
  selectMoreFailed: (s: S) => boolean;
  selectPhase: (s: S) => string;
}

/** Where a records tab's paged list is, and the events that move it (RETRY, MORE). */
export function usePagedList<S>(
  actor: Pick<AnyActorRef, 'subscribe' | 'send'> & { getSnapshot(): S },
  view: PagedListView<S>,
) {
  return {
    loading: useSelector(actor, view.selectLoading),
    failed: useSelector(actor, view.selectFailed),
    showsList: useSelector(actor, view.selectShowsList),
    canLoadMore: useSelector(actor, view.selectCanLoadMore),
    loadingMore: useSelector(actor, view.selectLoadingMore),
    moreFailed: useSelector(actor, view.selectMoreFailed),
    phase: useSelector(actor, view.selectPhase),
    retry: () => actor.send({ type: 'RETRY' }),
    more: () => actor.send({ type: 'MORE' }),
  };
}
