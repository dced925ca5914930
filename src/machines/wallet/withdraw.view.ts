import type { SnapshotFrom } from 'xstate';
import type { bankCardsMachine } from './bankCards.machine';
import type { paymentPasswordMachine } from './paymentPassword.machine';
import type { transferMachine } from './transfer.machine';
import type { withdrawMachine } from './withdraw.machine';
import type { withdrawalsMachine } from './withdrawals.machine';

type Withdraw = SnapshotFrom<typeof withdrawMachine>;
type Cards = SnapshotFrom<typeof bankCardsMachine>;
type PaymentPassword = SnapshotFrom<typeof paymentPasswordMachine>;
type Withdrawals = SnapshotFrom<typeof withdrawalsMachine>;
type Transfer = SnapshotFrom<typeof transferMachine>;

/** The machine's state as text, for the screen's `data-state` (UI walks read it). */
export const phase = (s: { value: unknown }): string => JSON.stringify(s.value);

export const selectLeaving = (s: Withdraw): boolean => s.matches('leaving');
export const selectLoading = (s: Withdraw): boolean => s.matches('checking') || s.matches('loading');
export const selectFailed = (s: Withdraw): boolean => s.matches('failed');
export const selectSettings = (s: Withdraw) => s.context.settings;
export const selectNeedsPassword = (s: Withdraw): boolean => s.matches({ ready: 'needsPassword' });
export const selectShowsForm = (s: Withdraw): boolean =>
  s.matches({ ready: 'editing' }) || s.matches({ ready: 'keying' }) || s.matches({ ready: 'submitting' });
export const selectSubmitting = (s: Withdraw): boolean =>
  s.matches({ ready: 'keying' }) || s.matches({ ready: 'submitting' });
export const selectForm = (s: Withdraw) => ({
  values: s.context.values,
  errors: s.context.errors,
  focus: s.context.focus,
  refusal: s.context.refusal,
});
export const selectLastWithdrawal = (s: Withdraw) => s.context.lastWithdrawal;

export const cardsLoading = (s: Cards): boolean => s.matches('loading');
export const cardsFailed = (s: Cards): boolean => s.matches('failed');
export const cardsList = (s: Cards) => s.context.cards;
export const cardsCanAdd = (s: Cards): boolean => s.matches('list') && s.context.cards.length < s.context.maxCards;
export const cardsAdding = (s: Cards): boolean => s.matches('adding') || s.matches('saving');
export const cardsSaving = (s: Cards): boolean => s.matches('saving');
export const cardsForm = (s: Cards) => ({
  values: s.context.values,
  errors: s.context.errors,
  focus: s.context.focus,
  refusal: s.context.refusal,
});
export const cardsLimit = (s: Cards) => ({ held: s.context.cards.length, max: s.context.maxCards });

export const passwordForm = (s: PaymentPassword) => ({
  values: s.context.values,
  errors: s.context.errors,
  focus: s.context.focus,
  refusal: s.context.refusal,
});
export const passwordSaving = (s: PaymentPassword): boolean => s.matches('saving');
export const passwordDone = (s: PaymentPassword): boolean => s.matches('done');

export const withdrawalsItems = (s: Withdrawals) => s.context.items;
export const withdrawalsLoading = (s: Withdrawals): boolean => s.matches('loading');
export const withdrawalsFailed = (s: Withdrawals): boolean => s.matches('failed');
export const withdrawalsShown = (s: Withdrawals): boolean => s.matches('list');
export const withdrawalsCanMore = (s: Withdrawals): boolean =>
  s.matches({ list: 'idle' }) && s.context.page < s.context.totalPages;
export const withdrawalsLoadingMore = (s: Withdrawals): boolean => s.matches({ list: 'loadingMore' });
export const withdrawalsMoreFailed = (s: Withdrawals): boolean => s.matches({ list: 'moreFailed' });

export const transferRefused = (s: Transfer): boolean => s.matches('refused');
export const transferLoading = (s: Transfer): boolean => s.matches('checking') || s.matches('loading');
export const transferFailed = (s: Transfer): boolean => s.matches('failed');
export const transferSummary = (s: Transfer) => s.context.summary;
export const transferBusy = (s: Transfer): boolean =>
  s.matches({ ready: 'keyingOne' }) ||
  s.matches({ ready: 'keyingAll' }) ||
  s.matches({ ready: 'moving' }) ||
  s.matches({ ready: 'movingAll' });
export const transferForm = (s: Transfer) => ({
  direction: s.context.direction,
  game: s.context.game,
  amount: s.context.amount,
  errors: s.context.errors,
  refusal: s.context.refusal,
});
