import { assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { declaredCall } from '../shell/declared';

/** A captcha image and the id that identifies the answer (spec §7 captcha call). */
export interface Captcha {
  image: string;
  id: string;
}

/**
 * A captcha image (spec §4 "Captcha"): loaded on entry and on tap, only when enabled; a reload clears the identifying
 * id. Forms invoke it as their `captcha` child, hold the typed answer themselves (and clear it whenever they ask
 * for a reload) and read `id` when they submit.
 */
export interface CaptchaContext {
  enabled: boolean;
  image: string;
  id: string;
}

export type CaptchaEvent =
  /** Login shows the captcha only after a failed login that asks for it (§4); a second ENABLE reloads it. */
  { type: 'ENABLE' } | { type: 'REFRESH' };

export const captchaMachine = setup({
  types: {} as {
    context: CaptchaContext;
    events: CaptchaEvent;
    input: { enabled: boolean } | undefined;
  },
  actors: {
    fetchCaptcha: declaredCall<Captcha>('captcha.fetchCaptcha'),
  },
  delays: { callTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isEnabled: ({ context }) => context.enabled,
  },
  actions: {
    enable: assign({ enabled: true }),
    setCaptcha: assign(({ event }) => {
      const output = (event as unknown as { output: Captcha }).output;
      return { image: output.image, id: output.id };
    }),
    clearImage: assign({ image: '', id: '' }),
  },
}).createMachine({
  id: 'captcha',
  description: 'A captcha image; loaded when enabled, reloaded on tap.',
  context: ({ input }) => ({
    enabled: input?.enabled ?? true,
    image: '',
    id: '',
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Decides whether the captcha is on for this form.',
      always: [{ guard: 'isEnabled', target: 'loading' }, { target: 'off' }],
    },
    off: {
      description: 'No captcha on this form (not enabled, or login has not asked for one yet).',
      on: { ENABLE: { target: 'loading', actions: 'enable' } },
    },
    loading: {
      description: 'Fetching a new image; the old id is dropped.',
      entry: 'clearImage',
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: { target: 'ready', actions: 'setCaptcha' },
        // The image and id were cleared on entry and nothing set them since.
        onError: 'failed',
      },
      after: { callTimeout: 'failed' },
    },
    ready: {
      description: 'The image is shown; a tap loads another.',
      on: { REFRESH: 'loading', ENABLE: 'loading' },
    },
    failed: {
      description: 'The image did not load; a tap tries again.',
      on: { REFRESH: 'loading', ENABLE: 'loading' },
    },
  },
});
