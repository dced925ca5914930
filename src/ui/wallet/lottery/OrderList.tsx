import type { LotteryOrder, OrderFilter } from '../../../domain/wallet/lotteryOrders';
import { ORDER_FILTERS } from '../../../domain/wallet/lotteryOrders';
import './lottery.css';

export interface OrderListTexts {
  filterLabel: string;
  filter: (f: OrderFilter) => string;
  status: (s: LotteryOrder['status']) => string;
  /** "Draw #N · time". */
  draw: (order: LotteryOrder) => string;
  stake: string;
  win: string;
  empty: string;
  previous: string;
  next: string;
  /** "Page 1 of 3". */
  pageOf: (page: number, pages: number) => string;
  listLabel: string;
}

interface Props {
  orders: LotteryOrder[];
  filter: OrderFilter;
  page: number;
  totalPages: number;
  /** Whether the list is shown (else loading or failed: only the filter). */
  showsList: boolean;
  money: (n: number) => string;
  texts: OrderListTexts;
  onFilter: (filter: OrderFilter) => void;
  onPage: (page: number) => void;
  onOpen: (orderNo: string) => void;
  children?: React.ReactNode;
}

/** The lottery orders list: status filter chips, one row per order (game, draw, stake, win, status), page steps. */
export function OrderList({
  orders,
  filter,
  page,
  totalPages,
  showsList,
  money,
  texts,
  onFilter,
  onPage,
  onOpen,
  children,
}: Props) {
  return (
    <div className="lottery-orders">
      <fieldset className="lottery-filter">
        <legend className="visually-hidden">{texts.filterLabel}</legend>
        {ORDER_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="lottery-chip"
            aria-pressed={f === filter}
            data-filter={f}
            onClick={() => onFilter(f)}
          >
            {texts.filter(f)}
          </button>
        ))}
      </fieldset>
      {children}
      {showsList && orders.length === 0 && <p className="lottery-empty">{texts.empty}</p>}
      {showsList && orders.length > 0 && (
        <>
          <ul className="lottery-list" aria-label={texts.listLabel}>
            {orders.map((o) => (
              <li key={o.orderNo}>
                <button type="button" className="lottery-row" data-order={o.orderNo} onClick={() => onOpen(o.orderNo)}>
                  <span className="lottery-row-main">
                    <span className="lottery-row-title">{o.gameName}</span>
                    <span className="lottery-row-meta">{texts.draw(o)}</span>
                    <span className="lottery-row-meta">{o.orderNo}</span>
                  </span>
                  <span className="lottery-row-side">
                    <span className={`lottery-status lottery-status-${o.status.toLowerCase()}`}>
                      {texts.status(o.status)}
                    </span>
                    <span>
                      {texts.stake} {money(o.betAmount)}
                    </span>
                    {o.winAmount > 0 && (
                      <span className="lottery-win">
                        {texts.win} {money(o.winAmount)}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {totalPages > 1 && (
            <nav className="lottery-pages" aria-label={texts.pageOf(page, totalPages)}>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                {texts.previous}
              </button>
              <span aria-live="polite">{texts.pageOf(page, totalPages)}</span>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={page >= totalPages}
                onClick={() => onPage(page + 1)}
              >
                {texts.next}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
