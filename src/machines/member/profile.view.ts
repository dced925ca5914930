import type { SnapshotFrom } from 'xstate';
import type { codeBindingMachine } from './codeBinding';
import type { headIconMachine } from './headIcon.machine';
import type { profileFormMachine } from './profileForm.machine';

/** What the profile screen shows of its machines (issue 15 item 5). */
type FormSnapshot = SnapshotFrom<typeof profileFormMachine>;
type BindingSnapshot = SnapshotFrom<ReturnType<typeof codeBindingMachine>>;
type IconSnapshot = SnapshotFrom<typeof headIconMachine>;

export const formContext = (s: FormSnapshot) => s.context;
export const formLoading = (s: FormSnapshot) => s.matches('loading');
export const formLoadFailed = (s: FormSnapshot) => s.matches('loadFailed');
export const formSaving = (s: FormSnapshot) => s.matches('saving');

export const bindingContext = (s: BindingSnapshot) => s.context;
export const bindingSending = (s: BindingSnapshot) => s.matches({ sender: 'sending' });
export const bindingSecondsLeft = (s: BindingSnapshot) =>
  s.matches({ sender: 'counting' }) ? Math.ceil(s.context.remainingMs / 1000) : 0;
export const bindingVerifying = (s: BindingSnapshot) => s.matches({ binder: 'verifying' });

export const iconContext = (s: IconSnapshot) => s.context;
export const iconSaving = (s: IconSnapshot) => s.matches('saving');
export const iconCanRetry = (s: IconSnapshot) => s.context.notice === 'failed' && s.context.choice !== null;
