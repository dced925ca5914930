import { assign, setup } from 'xstate';
import { STATUS_SLOW_MS, STATUS_TIMEOUT_MS } from '../../domain/constants';
import type { SystemStatusResponse } from '../../domain/shell/site-config';
import { systemStatusCode } from '../../domain/shell/systemStatus';
import { declaredCall, declaredEffect } from './declared';

interface Context {
  status: SystemStatusResponse | null;
  /** True when `status` came from the local cache and a fresh answer has not arrived yet. */
  fromCache: boolean;
  error: string | null;
}

type Events = { type: 'RETRY' } | { type: 'ONLINE' };

const cachedParams = ({ context }: { context: Context }) => ({ status: context.status });

/**
 * The system status gate of spec §4: loads status and config, caches them locally and refreshes in the background,
 * then shows the app (0), the maintenance page (1) or the region-blocked page (2).
 */
export const systemStatusMachine = setup({
  types: {} as { context: Context; events: Events },
  actors: {
    fetchStatus: declaredCall<SystemStatusResponse>('systemStatus.fetchStatus'),
    /** The status cached on this device by an earlier visit (local storage). */
    readCachedStatus: declaredCall<SystemStatusResponse | null>('systemStatus.readCachedStatus'),
  },
  delays: {
    slowConnection: STATUS_SLOW_MS,
    statusTimeout: STATUS_TIMEOUT_MS,
  },
  guards: {
    /** Only an "app open" status is used from the cache: maintenance and blocking are always confirmed fresh. */
    cacheUsable: ({ event }) => {
      const cached = (event as unknown as { output: SystemStatusResponse | null }).output;
      return cached != null && systemStatusCode(cached.maintenance, cached.regionRestriction) === 0;
    },
    isFromCache: ({ context }) => context.fromCache,
    isOffline: ({ event }) => (event as { error?: { code?: string } }).error?.code === 'NETWORK',
    isMaintenance: ({ context }) =>
      context.status !== null && systemStatusCode(context.status.maintenance, context.status.regionRestriction) === 1,
    isRegionBlocked: ({ context }) =>
      context.status !== null && systemStatusCode(context.status.maintenance, context.status.regionRestriction) === 2,
  },
  actions: {
    useCachedStatus: assign({
      status: ({ event }) => (event as unknown as { output: SystemStatusResponse }).output,
      fromCache: true,
    }),
    storeStatus: assign({
      status: ({ event }) => (event as unknown as { output: SystemStatusResponse }).output,
      fromCache: false,
      error: null,
    }),
    /** Keeps the fresh status on this device for the next visit (local storage, provided at the root). */
    cacheStatus: declaredEffect<{ status: SystemStatusResponse | null }>(),
    recordError: assign({ error: ({ event }) => (event as { error?: Error }).error?.message ?? 'Unknown error' }),
    publishConfig: ({ context, system }) => {
      if (context.status) system.get('siteConfig')?.send({ type: 'CONFIG_LOADED', config: context.status.config });
    },
  },
}).createMachine({
  id: 'systemStatus',
  description: 'Decides whether the app, the maintenance page or the region-blocked page is shown (spec §4).',
  context: { status: null, fromCache: false, error: null },
  initial: 'booting',
  states: {
    booting: {
      description: 'Looks for a cached status so a returning visitor sees the app at once.',
      invoke: {
        id: 'readCachedStatus',
        src: 'readCachedStatus',
        onDone: [{ guard: 'cacheUsable', target: 'deciding', actions: 'useCachedStatus' }, { target: 'loading' }],
        onError: { target: 'loading' },
      },
    },
    loading: {
      description: 'Nothing cached: the status call is under way and the splash screen shows.',
      initial: 'waiting',
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: { target: 'deciding', actions: ['storeStatus', { type: 'cacheStatus', params: cachedParams }] },
        onError: [
          { guard: 'isOffline', target: 'offline', actions: 'recordError' },
          { target: 'failed', actions: 'recordError' },
        ],
      },
      after: { statusTimeout: { target: 'failed' } },
      states: {
        waiting: {
          description: 'Waiting for the answer.',
          after: { slowConnection: 'slow' },
        },
        slow: { description: 'The answer is late: "Slow Connection" shows under the spinner.' },
      },
    },
    failed: {
      description: 'Loading failed with nothing cached: "Loading failed, click to retry".',
      on: { RETRY: 'loading' },
    },
    offline: {
      description: 'The device is offline and nothing is cached: "No Internet"; retried on tap or when back online.',
      on: { RETRY: 'loading', ONLINE: 'loading' },
    },
    deciding: {
      description: 'Computes the status code 0 / 1 / 2 and hands the config to the config actor.',
      entry: 'publishConfig',
      always: [
        { guard: 'isMaintenance', target: 'maintenance' },
        { guard: 'isRegionBlocked', target: 'blocked' },
        { target: 'running' },
      ],
    },
    running: {
      description: 'Status 0: the app is shown; the status is refreshed in the background.',
      initial: 'checking',
      states: {
        checking: {
          description: 'Refreshes in the background only when what is shown came from the cache.',
          always: [{ guard: 'isFromCache', target: 'refreshing' }, { target: 'current' }],
        },
        refreshing: {
          description: 'Background refresh of status and config.',
          invoke: {
            id: 'refreshStatus',
            src: 'fetchStatus',
            onDone: {
              target: '#systemStatus.deciding',
              actions: ['storeStatus', { type: 'cacheStatus', params: cachedParams }],
            },
            onError: { target: 'current' },
          },
        },
        current: {
          description: 'The status shown is the latest we could get; a RETRY refreshes it again.',
          on: { RETRY: 'refreshing' },
        },
      },
    },
    maintenance: {
      description: 'Status 1: the full-screen maintenance page; the player can check again.',
      on: { RETRY: 'loading' },
    },
    blocked: {
      description: 'Status 2: the full-screen region-restricted page; the player can check again.',
      on: { RETRY: 'loading' },
    },
  },
});
