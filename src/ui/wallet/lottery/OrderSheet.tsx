import type { LotteryOrderDetail, LotterySubOrder } from '../../../domain/wallet/lotteryOrders';
import { Dialog } from '../../Dialog';
import { CloseIcon, SpinnerIcon } from '../../icons';
import './lottery.css';

export interface OrderSheetTexts {
  title: string;
  close: string;
  loading: string;
  retry: string;
  orderNo: string;
  draw: string;
  drawTime: string;
  result: string;
  notDrawn: string;
  stake: string;
  win: string;
  status: (s: LotteryOrderDetail['status']) => string;
  subOrders: string;
  cancel: string;
  /** The accessible name of a sub-order's Cancel button. */
  cancelLabel: (sub: LotterySubOrder) => string;
  cancelling: string;
}

interface Props {
  detail: LotteryOrderDetail | null;
  loading: boolean;
  failed: boolean;
  /** The failure's words, shown above the sub-orders (or instead of them when the order failed to load). */
  error: string | null;
  cancelling: string | null;
  drawTime: string;
  money: (n: number) => string;
  canCancel: (subOrderNo: string) => boolean;
  /** Closing is refused while a cancel runs. */
  closable: boolean;
  texts: OrderSheetTexts;
  onClose: () => void;
  onRetry: () => void;
  onCancel: (subOrderNo: string) => void;
}

/** One lottery order in a sheet: its draw and result, stake and win, and the sub-orders with Cancel while pending. */
export function OrderSheet(props: Props) {
  const { detail, loading, failed, error, cancelling, drawTime, money, canCancel, closable, texts } = props;
  return (
    <Dialog variant="sheet" labelledBy="lottery-sheet-title" onDismiss={closable ? props.onClose : undefined}>
      <div className="lottery-sheet" data-testid="lottery-order">
        <div className="lottery-sheet-head">
          <h2 id="lottery-sheet-title">{detail?.gameName || texts.title}</h2>
          <button
            type="button"
            className="lottery-sheet-close"
            aria-label={texts.close}
            disabled={!closable}
            onClick={props.onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {error && (
          <p className="lottery-error" role="alert">
            {error}
          </p>
        )}
        {loading && (
          <div className="lottery-centered" role="status">
            <SpinnerIcon size={24} />
            <span className="visually-hidden">{texts.loading}</span>
          </div>
        )}
        {failed && (
          <button type="button" className="btn btn-secondary" onClick={props.onRetry}>
            {texts.retry}
          </button>
        )}
        {detail && !loading && (
          <>
            <dl className="lottery-facts">
              <dt>{texts.orderNo}</dt>
              <dd>{detail.orderNo}</dd>
              <dt>{texts.draw}</dt>
              <dd>#{detail.drawNo}</dd>
              <dt>{texts.drawTime}</dt>
              <dd>{drawTime}</dd>
              <dt>{texts.result}</dt>
              <dd>{detail.drawResult || texts.notDrawn}</dd>
              <dt>{texts.stake}</dt>
              <dd>{money(detail.betAmount)}</dd>
              <dt>{texts.win}</dt>
              <dd>{money(detail.winAmount)}</dd>
            </dl>
            <h3 className="lottery-sub-heading">{texts.subOrders}</h3>
            <ul className="lottery-subs">
              {detail.subOrders.map((s) => (
                <li key={s.subOrderNo} data-sub-order={s.subOrderNo}>
                  <span className="lottery-sub-main">
                    <span className="lottery-row-title">{s.betContent}</span>
                    <span className="lottery-row-meta">{money(s.amount)}</span>
                  </span>
                  <span className={`lottery-status lottery-status-${s.status.toLowerCase()}`}>
                    {texts.status(s.status)}
                    {s.winAmount > 0 && ` ${money(s.winAmount)}`}
                  </span>
                  {(canCancel(s.subOrderNo) || cancelling === s.subOrderNo) && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      aria-label={texts.cancelLabel(s)}
                      disabled={cancelling !== null}
                      aria-busy={cancelling === s.subOrderNo || undefined}
                      onClick={() => props.onCancel(s.subOrderNo)}
                    >
                      {cancelling === s.subOrderNo ? texts.cancelling : texts.cancel}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
