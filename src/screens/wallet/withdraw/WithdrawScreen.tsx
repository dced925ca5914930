import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useAppActor, useScreenActor } from '../../../app/system';
import { moneyText } from '../../../domain/wallet/money';
import type { WithdrawSettings } from '../../../domain/wallet/withdraw';
import { selectMemberType } from '../../../machines/account/session.view';
import * as languageView from '../../../machines/shell/language.view';
import { bankCardsMachine } from '../../../machines/wallet/bankCards.machine';
import { paymentPasswordMachine } from '../../../machines/wallet/paymentPassword.machine';
import { withdrawMachine } from '../../../machines/wallet/withdraw.machine';
import * as view from '../../../machines/wallet/withdraw.view';
import { withdrawalsMachine } from '../../../machines/wallet/withdrawals.machine';
import { useFocusField } from '../../../ui/form/useFocusField';
import { BankCardList } from '../../../ui/wallet/BankCardList';
import { WithdrawalList } from '../../../ui/wallet/WithdrawalList';
import { WithdrawForm } from '../../../ui/wallet/WithdrawForm';
import { WithdrawPaymentPasswordForm } from '../../../ui/wallet/WithdrawPaymentPasswordForm';
import { TransferPanel } from './TransferPanel';
import '../../../ui/wallet/withdraw.css';
import { LoadingState, RetryState } from '../../../ui/LoadingState';

type WithdrawActor = Actor<typeof withdrawMachine>;

/**
 * /m/withdraw (issue 14 items 2, 3, 6): the withdrawable balance with the wallets panel, the payment password set
 * first when missing, the bank cards, the withdrawal form and the player's withdrawals. Who may see it is the
 * withdraw machine's first decision (§6: a visitor goes to /m/login, a trial member is refused and sent home).
 */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const { titleBar } = useScreen();
  const memberType = useSelector(useAppActor('session'), selectMemberType);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes the member type as it was on entry
  const input = useMemo(() => ({ memberType }), []);
  const actor = useScreenActor(withdrawMachine, { input });
  const leaving = useSelector(actor, view.selectLeaving);
  const loading = useSelector(actor, view.selectLoading);
  const failed = useSelector(actor, view.selectFailed);
  const settings = useSelector(actor, view.selectSettings);
  const state = useSelector(actor, view.phase);

  if (leaving) return null;
  return (
    <div className="withdraw-page" data-testid="withdraw" data-state={state}>
      {!titleBar && <ScreenHeading hidden />}
      {loading && <LoadingState />}
      {failed && <RetryState label={t('wallet.withdraw.loadFailed')} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {settings && !loading && !failed && <WithdrawReady actor={actor} settings={settings} />}
    </div>
  );
}

function WithdrawReady({ actor, settings }: { actor: WithdrawActor; settings: WithdrawSettings }) {
  const { t } = useTranslation();
  const needsPassword = useSelector(actor, view.selectNeedsPassword);
  const lastWithdrawal = useSelector(actor, view.selectLastWithdrawal);
  const [moved, setMoved] = useState(0);
  // A withdrawal moved money out of MAIN: the wallets panel fetches its balances again.
  useEffect(() => {
    if (lastWithdrawal) setMoved((n) => n + 1);
  }, [lastWithdrawal]);
  const onMainBalance = useCallback((amount: number) => actor.send({ type: 'WITHDRAWABLE', amount }), [actor]);
  const onPasswordSet = useCallback(() => actor.send({ type: 'PASSWORD_SET' }), [actor]);
  return (
    <>
      <section className="withdraw-balance" aria-labelledby="withdrawable-label">
        <span id="withdrawable-label">{t('wallet.withdraw.withdrawable')}</span>
        <output aria-labelledby="withdrawable-label" data-testid="withdrawable">
          {moneyText(settings.withdrawable, settings.currencySymbol)}
        </output>
      </section>
      <TransferPanel reloadKey={moved} onMainBalance={onMainBalance} />
      {needsPassword ? (
        <PaymentPasswordSection onSet={onPasswordSet} />
      ) : (
        <WithdrawSections actor={actor} settings={settings} />
      )}
    </>
  );
}

function PaymentPasswordSection({ onSet }: { onSet: () => void }) {
  const actor = useScreenActor(paymentPasswordMachine);
  const form = useSelector(actor, view.passwordForm);
  const saving = useSelector(actor, view.passwordSaving);
  const done = useSelector(actor, view.passwordDone);
  useFocusField(form.focus, 'paymentPassword');
  const state = useSelector(actor, view.phase);
  useEffect(() => {
    if (done) onSet();
  }, [done, onSet]);
  return (
    <div data-testid="payment-password" data-state={state}>
      <WithdrawPaymentPasswordForm
        form={form}
        saving={saving}
        onChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
        onSubmit={() => actor.send({ type: 'SUBMIT' })}
      />
    </div>
  );
}

function WithdrawSections({ actor, settings }: { actor: WithdrawActor; settings: WithdrawSettings }) {
  const language = useSelector(useAppActor('language'), languageView.language);
  const form = useSelector(actor, view.selectForm);
  const submitting = useSelector(actor, view.selectSubmitting);
  const lastWithdrawal = useSelector(actor, view.selectLastWithdrawal);
  useFocusField(form.focus, 'withdraw');

  const cardsInput = useMemo(() => ({ banks: settings.banks, maxCards: settings.maxBankCards }), [settings]);
  const cards = useScreenActor(bankCardsMachine, { input: cardsInput });
  const cardList = useSelector(cards, view.cardsList);
  const cardsForm = useSelector(cards, view.cardsForm);
  useFocusField(cardsForm.focus, 'card');
  const cardsLoading = useSelector(cards, view.cardsLoading);
  const cardsFailed = useSelector(cards, view.cardsFailed);
  const cardsPhase = cardsLoading ? 'loading' : cardsFailed ? 'failed' : 'ready';
  const cardsState = useSelector(cards, view.phase);
  const cardsLimit = useSelector(cards, view.cardsLimit);
  const canAdd = useSelector(cards, view.cardsCanAdd);
  const adding = useSelector(cards, view.cardsAdding);
  const saving = useSelector(cards, view.cardsSaving);

  const history = useScreenActor(withdrawalsMachine);
  const items = useSelector(history, view.withdrawalsItems);
  const historyLoading = useSelector(history, view.withdrawalsLoading);
  const historyFailed = useSelector(history, view.withdrawalsFailed);
  const historyPhase = historyLoading ? 'loading' : historyFailed ? 'failed' : 'ready';
  const historyState = useSelector(history, view.phase);
  const canMore = useSelector(history, view.withdrawalsCanMore);
  const loadingMore = useSelector(history, view.withdrawalsLoadingMore);
  const moreFailed = useSelector(history, view.withdrawalsMoreFailed);

  // The withdrawal goes with the cards shown: the chosen one while it is there, else the first.
  useEffect(() => {
    actor.send({ type: 'CARDS', ids: cardList.map((c) => c.id) });
  }, [cardList, actor]);
  // A request made here shows first at once.
  useEffect(() => {
    if (lastWithdrawal) history.send({ type: 'ADDED', withdrawal: lastWithdrawal });
  }, [lastWithdrawal, history]);

  return (
    <>
      <div data-testid="bank-cards" data-state={cardsState}>
        <BankCardList
          phase={cardsPhase}
          cards={cardList}
          selectedId={form.values.bankCardId}
          selectError={form.errors.bankCardId}
          limit={cardsLimit}
          canAdd={canAdd}
          adding={adding}
          saving={saving}
          banks={settings.banks}
          form={cardsForm}
          onSelect={(id) => actor.send({ type: 'CHANGE', field: 'bankCardId', value: id })}
          onRemove={(id) => cards.send({ type: 'REMOVE', id })}
          onRetry={() => cards.send({ type: 'RETRY' })}
          onAdd={() => cards.send({ type: 'ADD' })}
          onCancel={() => cards.send({ type: 'CANCEL' })}
          onChange={(field, value) => cards.send({ type: 'CHANGE', field, value })}
          onSubmit={() => cards.send({ type: 'SUBMIT' })}
        />
      </div>
      <WithdrawForm
        settings={settings}
        form={form}
        submitting={submitting}
        onChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
        onSubmit={() => actor.send({ type: 'SUBMIT' })}
      />
      <div data-testid="withdrawals" data-state={historyState}>
        <WithdrawalList
          phase={historyPhase}
          items={items}
          symbol={settings.currencySymbol}
          language={language}
          canMore={canMore}
          loadingMore={loadingMore}
          moreFailed={moreFailed}
          onRetry={() => history.send({ type: 'RETRY' })}
          onMore={() => history.send({ type: 'MORE' })}
        />
      </div>
    </>
  );
}
