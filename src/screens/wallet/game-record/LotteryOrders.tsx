import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppActor, useScreenActor } from '../../../app/system';
import { formatBalance } from '../../../domain/home/jackpot';
import { type LotteryOrder, lotteryErrorKey } from '../../../domain/wallet/lotteryOrders';
import * as sessionView from '../../../machines/account/session.view';
import * as languageView from '../../../machines/shell/language.view';
import { lotteryOrdersMachine } from '../../../machines/wallet/lotteryOrders.machine';
import * as view from '../../../machines/wallet/lotteryOrders.view';
import { SpinnerIcon } from '../../../ui/icons';
import { OrderList } from '../../../ui/wallet/lottery/OrderList';
import { OrderSheet } from '../../../ui/wallet/lottery/OrderSheet';
import { timeText } from '../../../ui/wallet/timeText';

/**
 * The "Lottery orders" tab of /m/gameRecord (issue 14 item 4): the player's orders with a status filter and pages;
 * an order opens in a sheet with its draw and sub-orders, where a pending one can be cancelled (after a confirm).
 */
export function LotteryOrders() {
  const { t } = useTranslation();
  const actor = useScreenActor(lotteryOrdersMachine);
  const sessionActor = useAppActor('session');
  const languageActor = useAppActor('language');
  const wallet = useSelector(sessionActor, sessionView.selectWallet);
  const language = useSelector(languageActor, languageView.language);
  const orders = useSelector(actor, view.selectOrders);
  const filter = useSelector(actor, view.selectFilter);
  const paging = useSelector(actor, view.selectPaging);
  const loading = useSelector(actor, view.selectLoading);
  const failed = useSelector(actor, view.selectFailed);
  const showsList = useSelector(actor, view.selectShowsList);
  const openOrderNo = useSelector(actor, view.selectOpenOrderNo);
  const detail = useSelector(actor, view.selectDetail);
  const detailLoading = useSelector(actor, view.selectDetailLoading);
  const detailFailed = useSelector(actor, view.selectDetailFailed);
  const cancelling = useSelector(actor, view.selectCancelling);
  const error = useSelector(actor, view.selectError);
  const phase = useSelector(actor, view.selectPhase);
  const snapshot = useSelector(actor, (s) => s);

  const symbol = wallet?.currencySymbol ?? '';
  const money = (n: number) => `${symbol}${formatBalance(n)}`;
  const status = (s: LotteryOrder['status']) => t(`wallet.lottery.status.${s}`);
  const errorText = error === null ? null : t(lotteryErrorKey(error));

  return (
    <section className="lottery-tab" data-testid="lottery-orders" data-state={phase} aria-busy={loading}>
      <OrderList
        orders={orders}
        filter={filter}
        page={paging.page}
        totalPages={paging.totalPages}
        showsList={showsList}
        money={money}
        texts={{
          filterLabel: t('wallet.lottery.filterLabel'),
          filter: (f) => t(`wallet.lottery.filter.${f}`),
          status,
          draw: (o) => t('wallet.lottery.drawAt', { drawNo: o.drawNo, time: timeText(o.drawAt, language) }),
          stake: t('wallet.lottery.stake'),
          win: t('wallet.lottery.win'),
          empty: t('wallet.lottery.empty'),
          previous: t('wallet.lottery.previous'),
          next: t('wallet.lottery.next'),
          pageOf: (page, pages) => t('wallet.lottery.pageOf', { page, pages }),
          listLabel: t('wallet.lottery.listLabel'),
        }}
        onFilter={(f) => actor.send({ type: 'FILTER', filter: f })}
        onPage={(pageNo) => actor.send({ type: 'PAGE', pageNo })}
        onOpen={(orderNo) => actor.send({ type: 'OPEN', orderNo })}
      >
        {loading && (
          <div className="lottery-centered" role="status">
            <SpinnerIcon size={28} />
            <span className="visually-hidden">{t('common.loading')}</span>
          </div>
        )}
        {failed && (
          <div className="lottery-centered">
            <p className="lottery-error" role="alert">
              {errorText}
            </p>
            <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('wallet.lottery.retry')}
            </button>
          </div>
        )}
      </OrderList>
      {openOrderNo && (
        <OrderSheet
          detail={detail}
          loading={detailLoading}
          failed={detailFailed}
          error={errorText}
          cancelling={cancelling}
          drawTime={detail ? timeText(detail.drawAt, language) : ''}
          money={money}
          canCancel={(subOrderNo) => view.selectCanCancel(snapshot, subOrderNo)}
          closable={cancelling === null}
          texts={{
            title: t('wallet.lottery.orderTitle'),
            close: t('common.close'),
            loading: t('common.loading'),
            retry: t('wallet.lottery.retry'),
            orderNo: t('wallet.lottery.orderNo'),
            draw: t('wallet.lottery.draw'),
            drawTime: t('wallet.lottery.drawTime'),
            result: t('wallet.lottery.result'),
            notDrawn: t('wallet.lottery.notDrawn'),
            stake: t('wallet.lottery.stake'),
            win: t('wallet.lottery.win'),
            status,
            subOrders: t('wallet.lottery.subOrders'),
            cancel: t('wallet.lottery.cancel'),
            cancelLabel: (s) => t('wallet.lottery.cancelLabel', { bet: s.betContent }),
            cancelling: t('wallet.lottery.cancelling'),
          }}
          onClose={() => actor.send({ type: 'CLOSE' })}
          onRetry={() => actor.send({ type: 'RETRY' })}
          onCancel={(subOrderNo) => actor.send({ type: 'CANCEL', subOrderNo })}
        />
      )}
    </section>
  );
}
