/**
 * The states of a list that loads page by page: a first load (with a retry when it fails), then the list, whose
 * "more" fetches the next page and keeps the shown rows when that fails. Shared by the wallet's paged lists; each
 * machine declares, in its setup, the guard `hasMore`, the actions `setFirstPage` and `appendPage`, the delay
 * `requestTimeout` and the actors named here.
 */
type Transitions = Record<string, unknown>;

/** Whether pages are left after the ones shown. */
export const hasMore = ({ context }: { context: { page: number; totalPages: number } }) =>
  context.page < context.totalPages;

/**
 * The list's own states: idle, loadingMore (invoke id `loadMore` of `src`), moreFailed. `on` is added to each of
 * them (for a list whose states are not nested in a parent that hears it).
 */
export function nextPageStates<
  Context,
  const Src extends string,
  Input,
  const On extends Transitions = Record<never, never>,
>(list: {
  src: Src;
  input: ({ context }: { context: Context }) => Input;
  description: { idle: string; loadingMore: string; moreFailed: string };
  on?: On;
}) {
  const on = (list.on ?? {}) as On;
  return {
    idle: {
      description: list.description.idle,
      on: { MORE: { guard: 'hasMore' as const, target: 'loadingMore' as const }, ...on },
    },
    loadingMore: {
      description: list.description.loadingMore,
      invoke: {
        id: 'loadMore' as const,
        src: list.src,
        input: list.input,
        onDone: { target: 'idle' as const, actions: 'appendPage' as const },
        onError: 'moreFailed' as const,
      },
      after: { requestTimeout: 'moreFailed' as const },
      on,
    },
    moreFailed: {
      description: list.description.moreFailed,
      on: { RETRY: 'loadingMore' as const, MORE: 'loadingMore' as const, ...on },
    },
  };
}

/**
 * loading (invoke id and src `first.src`) -> list {idle, loadingMore, moreFailed}, or failed with a retry. The `on`
 * of each part is added to what the part does anyway.
 */
export function pagedListStates<
  Context,
  const FirstSrc extends string,
  FirstInput,
  const MoreSrc extends string,
  MoreInput,
  const LoadingOn extends Transitions = Record<never, never>,
  const FailedOn extends Transitions = Record<never, never>,
  const ListOn extends Transitions = Record<never, never>,
>(paged: {
  first: { src: FirstSrc; input: ({ context }: { context: Context }) => FirstInput; on?: LoadingOn };
  failedOn?: FailedOn;
  listOn?: ListOn;
  more: { src: MoreSrc; input: ({ context }: { context: Context }) => MoreInput };
  /** Diagram text: each state's. */
  description: {
    loading: string;
    failed: string;
    list: string;
    idle: string;
    loadingMore: string;
    moreFailed: string;
  };
}) {
  const { description } = paged;
  return {
    loading: {
      description: description.loading,
      invoke: {
        id: paged.first.src,
        src: paged.first.src,
        input: paged.first.input,
        onDone: { target: 'list' as const, actions: 'setFirstPage' as const },
        onError: 'failed' as const,
      },
      after: { requestTimeout: 'failed' as const },
      on: (paged.first.on ?? {}) as LoadingOn,
    },
    failed: {
      description: description.failed,
      on: { RETRY: 'loading' as const, ...((paged.failedOn ?? {}) as FailedOn) },
    },
    list: {
      description: description.list,
      on: (paged.listOn ?? {}) as ListOn,
      initial: 'idle' as const,
      states: nextPageStates({ ...paged.more, description }),
    },
  };
}
