import { type AnyActorRef, assertEvent, assign, type EventObject, setup } from 'xstate';
import { DIALOG_ANIMATION_MS, DIALOG_MASK_GUARD_MS, LOADING_MS, TOAST_MS } from '../../domain/constants';
import { requestNavigation } from './navigator';

/** A text to show: a translation key with parameters, or a server's own message as it came. */
export type Message = { key: string; params?: Record<string, string | number> } | { text: string };

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: Message;
  kind: ToastKind;
  durationMs: number;
}

export interface Dialog {
  id: number;
  kind: 'alert' | 'confirm';
  title?: Message;
  message: Message;
  confirmLabel?: Message;
  cancelLabel?: Message;
  /** Who hears the answer, and what they hear. */
  replyTo?: AnyActorRef;
  confirmEvent?: EventObject;
  cancelEvent?: EventObject;
  /** Where confirming leads, for prompts that only navigate ('register now', contract prompts). */
  confirmHref?: string;
}

export interface Loading {
  message?: Message;
  timeoutMs: number;
}

type DialogRequest = Omit<Dialog, 'id' | 'kind'>;

/** What any machine may ask of the notifications actor (through `notify`). */
export type NotificationEvent =
  | { type: 'TOAST'; message: Message; kind?: ToastKind; durationMs?: number }
  | ({ type: 'ALERT' } & DialogRequest)
  | ({ type: 'CONFIRM' } & DialogRequest)
  | { type: 'LOADING_SHOW'; message?: Message; timeoutMs?: number }
  | { type: 'LOADING_HIDE' };

/** What the person does to a notification. */
type UiEvent =
  | { type: 'TOAST_DISMISS' }
  | { type: 'DIALOG_CONFIRM' }
  | { type: 'DIALOG_CANCEL' }
  | { type: 'DIALOG_MASK' };

interface Context {
  nextId: number;
  toast: Toast | null;
  dialogs: Dialog[];
  loading: Loading | null;
}

export const notificationsMachine = setup({
  types: {} as { context: Context; events: NotificationEvent | UiEvent },
  delays: {
    toastDuration: ({ context }) => context.toast?.durationMs ?? TOAST_MS.notice,
    maskGuard: DIALOG_MASK_GUARD_MS,
    dialogAnimation: DIALOG_ANIMATION_MS,
    loadingTimeout: ({ context }) => context.loading?.timeoutMs ?? LOADING_MS.longWait,
  },
  guards: {
    hasQueuedDialog: ({ context }) => context.dialogs.length > 0,
    moreDialogsQueued: ({ context }) => context.dialogs.length > 1,
  },
  actions: {
    setToast: assign(({ context, event }) => {
      assertEvent(event, 'TOAST');
      const toast: Toast = {
        id: context.nextId,
        message: event.message,
        kind: event.kind ?? 'info',
        durationMs: event.durationMs ?? TOAST_MS.notice,
      };
      return { toast, nextId: context.nextId + 1 };
    }),
    clearToast: assign({ toast: null }),
    queueDialog: assign(({ context, event }) => {
      assertEvent(event, ['ALERT', 'CONFIRM']);
      const { type, ...request } = event;
      const dialog: Dialog = { ...request, id: context.nextId, kind: type === 'ALERT' ? 'alert' : 'confirm' };
      return { dialogs: [...context.dialogs, dialog], nextId: context.nextId + 1 };
    }),
    replyConfirm: ({ context, system }) => {
      const dialog = context.dialogs[0];
      if (dialog?.replyTo && dialog.confirmEvent) dialog.replyTo.send(dialog.confirmEvent);
      if (dialog?.confirmHref) requestNavigation(system, { type: 'NAVIGATE', to: dialog.confirmHref });
    },
    replyCancel: ({ context }) => {
      const dialog = context.dialogs[0];
      if (dialog?.replyTo && dialog.cancelEvent) dialog.replyTo.send(dialog.cancelEvent);
    },
    dropShownDialog: assign(({ context }) => ({ dialogs: context.dialogs.slice(1) })),
    setLoading: assign(({ event }) => {
      assertEvent(event, 'LOADING_SHOW');
      return { loading: { message: event.message, timeoutMs: event.timeoutMs ?? LOADING_MS.longWait } };
    }),
    clearLoading: assign({ loading: null }),
  },
}).createMachine({
  id: 'notifications',
  description: 'Toasts, alert and confirm dialogs and the loading indicator of spec §8/§9, each with its own timing.',
  type: 'parallel',
  context: { nextId: 1, toast: null, dialogs: [], loading: null },
  states: {
    toast: {
      initial: 'hidden',
      description: 'One toast at a time; a newer one replaces the one on screen.',
      states: {
        hidden: {
          description: 'No toast on screen.',
          on: { TOAST: { target: 'visible', actions: 'setToast' } },
        },
        visible: {
          description: 'A toast is shown for its duration (1.5 s notice, 2 s info, 3 s short, 8 s long, ...).',
          after: { toastDuration: { target: 'hidden', actions: 'clearToast' } },
          on: {
            TOAST: { target: 'visible', reenter: true, actions: 'setToast' },
            TOAST_DISMISS: { target: 'hidden', actions: 'clearToast' },
          },
        },
      },
    },
    dialog: {
      initial: 'closed',
      description: 'Alert and confirm dialogs, queued so none is lost.',
      on: {
        ALERT: { actions: 'queueDialog' },
        CONFIRM: { actions: 'queueDialog' },
      },
      states: {
        closed: {
          description: 'No dialog on screen.',
          always: { guard: 'hasQueuedDialog', target: 'opening' },
        },
        opening: {
          description: 'Opening (200 ms animation); mask clicks are ignored for the first 300 ms.',
          after: { maskGuard: 'open' },
          on: {
            DIALOG_CONFIRM: { target: 'closing', actions: 'replyConfirm' },
            DIALOG_CANCEL: { target: 'closing', actions: 'replyCancel' },
          },
        },
        open: {
          description: 'The dialog waits for an answer; a mask click counts as cancel.',
          on: {
            DIALOG_CONFIRM: { target: 'closing', actions: 'replyConfirm' },
            DIALOG_CANCEL: { target: 'closing', actions: 'replyCancel' },
            DIALOG_MASK: { target: 'closing', actions: 'replyCancel' },
          },
        },
        closing: {
          description: 'Closing animation (200 ms), then the next queued dialog, if any.',
          after: {
            dialogAnimation: [
              { guard: 'moreDialogsQueued', target: 'opening', actions: 'dropShownDialog' },
              { target: 'closed', actions: 'dropShownDialog' },
            ],
          },
        },
      },
    },
    loading: {
      initial: 'idle',
      description: 'The loading indicator; it always ends, at the latest after its timeout.',
      states: {
        idle: {
          description: 'No loading indicator.',
          on: { LOADING_SHOW: { target: 'showing', actions: 'setLoading' } },
        },
        showing: {
          description: 'Loading indicator on screen until hidden or its timeout passes.',
          after: { loadingTimeout: { target: 'idle', actions: 'clearLoading' } },
          on: {
            LOADING_SHOW: { target: 'showing', reenter: true, actions: 'setLoading' },
            LOADING_HIDE: { target: 'idle', actions: 'clearLoading' },
          },
        },
      },
    },
  },
});
