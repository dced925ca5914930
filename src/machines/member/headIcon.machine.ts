import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import {
  type HeadIconProblem,
  headIconProblem,
  headIconProblemOfCode,
  type PickedImage,
} from '../../domain/member/profile';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';

/**
 * The head icon (issue 15 item 5, spec §7 head icon POST, §9 uploads): one of the built-in set, or an uploaded png or
 * jpg up to 5 MB, checked here before sending and by the server on its bytes; a failed call keeps the choice for a
 * retry. Screen actor; input: the icon shown now.
 */
export type HeadIconChoice = { kind: 'preset'; id: string } | { kind: 'upload'; file: PickedImage };
export type HeadIconNotice = HeadIconProblem | 'failed';

export interface HeadIconContext {
  icon: string;
  choice: HeadIconChoice | null;
  notice: HeadIconNotice | null;
}

export type HeadIconEvent = { type: 'PRESET'; id: string } | { type: 'PICK'; file: PickedImage } | { type: 'RETRY' };

const codeOf = (event: unknown): string | null => {
  const error = (event as { error?: unknown }).error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
};

export const headIconMachine = setup({
  types: {} as { context: HeadIconContext; events: HeadIconEvent; input: { icon: string } },
  actors: {
    saveIcon: declaredCall<{ headIcon: string }, HeadIconChoice>('headIcon.saveIcon'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    refusedHere: ({ event }) => {
      assertEvent(event, 'PICK');
      return headIconProblem(event.file) !== null;
    },
    hasFailedChoice: ({ context }) => context.choice !== null && context.notice === 'failed',
    refusedByServer: ({ event }) => headIconProblemOfCode(codeOf(event)) !== null,
  },
  actions: {
    refuse: assign(({ event }) => {
      assertEvent(event, 'PICK');
      return { notice: headIconProblem(event.file), choice: null };
    }),
    holdPreset: assign(({ event }) => {
      assertEvent(event, 'PRESET');
      return { choice: { kind: 'preset' as const, id: event.id }, notice: null };
    }),
    holdFile: assign(({ event }) => {
      assertEvent(event, 'PICK');
      return { choice: { kind: 'upload' as const, file: event.file }, notice: null };
    }),
    clearNotice: assign({ notice: null }),
    setIcon: assign(({ event }) => ({
      icon: (event as unknown as { output: { headIcon: string } }).output.headIcon,
      choice: null,
      notice: null,
    })),
    showServerRefusal: assign(({ event }) => ({ notice: headIconProblemOfCode(codeOf(event)), choice: null })),
    showFailed: assign({ notice: 'failed' as const }),
    toastSaved: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'member.profile.icon.saved' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
    refreshMember: ({ system }) => system.get('session')?.send({ type: 'REFRESH_MEMBER' }),
  },
}).createMachine({
  id: 'headIcon',
  description: 'The head icon: one of the set, or an uploaded png or jpg up to 5 MB.',
  context: ({ input }) => ({ icon: input.icon, choice: null, notice: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The icon, the set to choose from, the upload button and the last refusal.',
      on: {
        PRESET: { target: 'saving', actions: 'holdPreset' },
        PICK: [
          { guard: 'refusedHere', actions: 'refuse' },
          { target: 'saving', actions: 'holdFile' },
        ],
        RETRY: { guard: 'hasFailedChoice', target: 'saving', actions: 'clearNotice' },
      },
    },
    saving: {
      description: 'POST /wps/member/headIcon: JSON { preset } or the image as multipart (one tap sends once).',
      invoke: {
        id: 'saveIcon',
        src: 'saveIcon',
        input: ({ context }) => context.choice as HeadIconChoice,
        onDone: { target: 'idle', actions: ['setIcon', 'toastSaved', 'refreshMember'] },
        onError: [
          { guard: 'refusedByServer', target: 'idle', actions: 'showServerRefusal' },
          { target: 'idle', actions: 'showFailed' },
        ],
      },
      after: { requestTimeout: { target: 'idle', actions: 'showFailed' } },
    },
  },
});
