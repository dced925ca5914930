import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import { useAppActor } from '../../../app/system';
import * as languageView from '../../../machines/shell/language.view';
import type { depositMachine } from '../../../machines/wallet/deposit.machine';
import * as view from '../../../machines/wallet/deposit.view';
import { TabPanel } from '../../../ui/form/Tabs';
import { SpinnerIcon } from '../../../ui/icons';
import { limitAwareText } from '../../../ui/protection/limitText';
import { DepositAmountForm } from '../../../ui/wallet/DepositAmountForm';
import { DepositChannelHead, DepositChannelList, DepositChannelTabs } from '../../../ui/wallet/DepositChannels';
import { DepositPayTo } from '../../../ui/wallet/DepositPayTo';
import { DepositResult } from '../../../ui/wallet/DepositResult';
import { messageText, money } from '../../../ui/wallet/depositText';
import { ProofUpload } from './ProofUpload';

type DepositActor = Actor<typeof depositMachine>;

/** The remaining deposit allowance and the first-deposit limits prompt (issue 16), with the protection calls. */
const LazyDepositLimitNote = lazy(async () => {
  const [{ loadProtectionImplementations }, note] = await Promise.all([
    import('../../../app/implementations/lateImplementations'),
    import('../../protection/limits/DepositLimitNote'),
  ]);
  await loadProtectionImplementations();
  return note;
});
const DepositLimitNote = () => (
  <Suspense fallback={null}>
    <LazyDepositLimitNote />
  </Suspense>
);

/** The part of the deposit screen the machine is in: channels, the form, pay-to details, the result. */
export function DepositPanes({ actor, pane, symbol }: { actor: DepositActor; pane: view.DepositPane; symbol: string }) {
  const { t } = useTranslation();
  const channels = useSelector(actor, view.selectChannels);
  const created = useSelector(actor, view.selectCreated);
  const result = useSelector(actor, view.selectResult);
  const checking = useSelector(actor, view.selectResultChecking);
  const resultFailed = useSelector(actor, view.selectResultFailed);
  const copy = (text: string) => actor.send({ type: 'COPY', text });

  switch (pane) {
    case 'loading':
    case 'toGateway':
      return (
        <div className="dep-centered" role="status">
          <SpinnerIcon size={28} />
          <span className={pane === 'loading' ? 'visually-hidden' : undefined}>
            {pane === 'loading' ? t('common.loading') : t('wallet.deposit.toGateway')}
          </span>
        </div>
      );
    case 'loadFailed':
      return (
        <div className="dep-centered">
          <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('wallet.deposit.loadFailed')}
          </button>
        </div>
      );
    case 'channels':
      return (
        <DepositChannelList
          channels={channels}
          symbol={symbol}
          onPick={(code) => actor.send({ type: 'PICK_CHANNEL', code })}
        />
      );
    case 'form':
      return <DepositFormPane actor={actor} symbol={symbol} />;
    case 'instructions':
      return created ? (
        <>
          <DepositPayTo deposit={created} payTo={created.payTo} symbol={symbol} onCopy={copy} />
          {channels.find((c) => c.code === created.channel)?.proofs === true && <ProofUpload deposit={created} />}
          <button
            type="button"
            className="btn btn-secondary btn-block"
            onClick={() => actor.send({ type: 'NEW_DEPOSIT' })}
          >
            {t('wallet.deposit.newDeposit')}
          </button>
        </>
      ) : null;
    case 'result':
      return resultFailed ? (
        <div className="dep-centered">
          <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('wallet.deposit.loadFailed')}
          </button>
        </div>
      ) : (
        <DepositResult
          deposit={result}
          symbol={symbol}
          checking={checking}
          onCheckAgain={() => actor.send({ type: 'RETRY' })}
          onNew={() => actor.send({ type: 'NEW_DEPOSIT' })}
        />
      );
    default:
      return null;
  }
}

/** The amount form, under the channel tabs (compact) or on the channel's detail page (dep_func 1). */
function DepositFormPane({ actor, symbol }: { actor: DepositActor; symbol: string }) {
  const { t } = useTranslation();
  const detailView = useSelector(actor, view.selectDetailView);
  const channels = useSelector(actor, view.selectChannels);
  const channel = useSelector(actor, view.selectChannel);
  const promotions = useSelector(actor, view.selectPromotions);
  const promotionId = useSelector(actor, view.selectPromotionId);
  const amount = useSelector(actor, view.selectAmount);
  const amountError = useSelector(actor, view.selectAmountError);
  const submitError = useSelector(actor, view.selectSubmitError);
  const sending = useSelector(actor, view.selectSending);
  const language = useSelector(useAppActor('language'), languageView.language);
  const charges = useSelector(actor, view.selectCharges, (a, b) => a.fee === b.fee && a.bonus === b.bonus);

  if (!channel) return <p className="dep-card dep-muted">{t('wallet.deposit.noChannels')}</p>;

  const form = (
    <DepositAmountForm
      channel={channel}
      symbol={symbol}
      amount={amount}
      amountError={messageText(t, amountError)}
      submitError={limitAwareText(t, submitError, symbol, language)}
      promotions={promotions}
      promotionId={promotionId}
      fee={charges.fee}
      bonus={charges.bonus}
      sending={sending}
      onAmount={(value) => actor.send({ type: 'CHANGE_AMOUNT', value })}
      onPreset={(value) => actor.send({ type: 'PRESET', amount: value })}
      onPromotion={(id) => actor.send({ type: 'SET_PROMOTION', id })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
    />
  );

  if (detailView) {
    return (
      <section className="dep-card" data-channel-page={channel.code}>
        <DepositLimitNote />
        <button
          type="button"
          className="btn btn-ghost btn-small dep-back"
          onClick={() => actor.send({ type: 'BACK_TO_CHANNELS' })}
        >
          ‹ {t('wallet.deposit.allChannels')}
        </button>
        <DepositChannelHead channel={channel} symbol={symbol} />
        {form}
      </section>
    );
  }
  return (
    <section className="dep-card" aria-label={t('wallet.deposit.formTitle')}>
      <DepositChannelTabs
        channels={channels}
        selected={channel.code}
        onPick={(code) => actor.send({ type: 'PICK_CHANNEL', code })}
      />
      <TabPanel idPrefix="dep" selected={channel.code} tabbed>
        <DepositLimitNote />
        <p className="dep-muted">
          {t('wallet.deposit.limits', { min: money(channel.min, symbol), max: money(channel.max, symbol) })}
          {' · '}
          {channel.feePercent > 0
            ? t('wallet.deposit.fee', { percent: channel.feePercent })
            : t('wallet.deposit.noFee')}
        </p>
        {form}
      </TabPanel>
    </section>
  );
}
