import { useEffect, useId, useRef } from 'react';
import { WINNER_BOARD_SCROLL_MIN, WINNER_BOARD_SCROLL_SPEED } from '../../domain/constants';
import { PauseIcon, PlayIcon, TrophyIcon } from '../icons';

export interface WinnerRow {
  key: string;
  icon: string;
  customer: string;
  game: string;
  amount: string;
}

interface Props {
  title: string;
  rows: WinnerRow[];
  emptyText: string;
  onOpen: (index: number) => void;
  playLabel: (game: string) => string;
  /** Rows scrolled past (the screen's winnerScroll machine). */
  offset: number;
  /** Whether the move to `offset` is animated (the jump back to the top is not). */
  animate: boolean;
  /** A row is hovered or focused, or no longer. */
  onHold: () => void;
  onRelease: () => void;
  /** The scroll waits for the player's Play (they paused it, or prefer reduced motion). */
  stopped: boolean;
  /** The player tapped Pause or Play. */
  onToggle: () => void;
  /** Names of the control that stops and restarts the scroll (WCAG 2.2.2). */
  motionLabels: { pause: string; play: string };
}

const ROW_REM = 0.96;
const VISIBLE_ROWS = 3;

/**
 * The winner board (spec §2): game icon, customer, game and win; it scrolls up one row at a time only above 3
 * entries (1500 ms per move; the screen's winnerScroll machine gives the offset), with a Pause/Play control then; a
 * row tap launches that game.
 */
export function WinnerBoard({
  title,
  rows,
  emptyText,
  onOpen,
  playLabel,
  offset,
  animate,
  onHold,
  onRelease,
  stopped,
  onToggle,
  motionLabels,
}: Props) {
  const scrolls = rows.length > WINNER_BOARD_SCROLL_MIN;
  const windowRef = useRef<HTMLDivElement>(null);
  const hasRows = rows.length > 0;
  const hintId = useId();

  // Hovering or focusing a row holds the list still so it can be read and tapped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the window element exists only once there are rows
  useEffect(() => {
    const el = windowRef.current;
    if (!el) return;
    const events: [string, () => void][] = [
      ['pointerenter', onHold],
      ['pointerleave', onRelease],
      ['focusin', onHold],
      ['focusout', onRelease],
    ];
    for (const [name, fn] of events) el.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of events) el.removeEventListener(name, fn);
    };
  }, [hasRows, onHold, onRelease]);

  const shown = scrolls ? [...rows, ...rows.slice(0, VISIBLE_ROWS)] : rows;
  return (
    <section className="winner-board" aria-labelledby="winner-title">
      <div className="winner-head">
        <h2 id="winner-title">
          <TrophyIcon size={18} />
          {title}
        </h2>
        {/* Before the rows, so the keyboard reaches it first; outside them, so it does not hold the board. */}
        {scrolls && (
          <button
            type="button"
            className="motion-toggle winner-toggle"
            aria-label={stopped ? motionLabels.play : motionLabels.pause}
            onClick={onToggle}
          >
            {stopped ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="winner-empty">{emptyText}</p>
      ) : (
        <div
          className="winner-window"
          style={{ height: `${Math.min(rows.length, VISIBLE_ROWS) * ROW_REM}rem` }}
          ref={windowRef}
        >
          <ul
            style={{
              transform: `translateY(-${offset * ROW_REM}rem)`,
              transition: animate ? `transform ${WINNER_BOARD_SCROLL_SPEED}ms ease` : 'none',
            }}
          >
            {shown.map((row, i) => (
              <li
                key={`${row.key}-${i < rows.length ? 'a' : 'b'}`}
                aria-hidden={i >= rows.length}
                // Rows outside the window are hidden (not only clipped): no focus or tap lands on what is not seen.
                // One leaving the window stays visible while it moves out.
                style={
                  i < offset || i >= offset + VISIBLE_ROWS
                    ? { visibility: 'hidden', transition: `visibility 0s ${animate ? WINNER_BOARD_SCROLL_SPEED : 0}ms` }
                    : undefined
                }
              >
                {/* The row's visible text is its name (WCAG 2.5.3 label in name); "Play <game>" describes it. */}
                <button
                  type="button"
                  tabIndex={i >= rows.length ? -1 : 0}
                  aria-describedby={`${hintId}-${i}`}
                  onClick={() => onOpen(i % rows.length)}
                >
                  <span id={`${hintId}-${i}`} hidden>
                    {playLabel(row.game)}
                  </span>
                  {row.icon ? (
                    <img src={row.icon} alt="" width={64} height={64} loading="lazy" decoding="async" />
                  ) : (
                    <span className="winner-icon-empty" />
                  )}
                  <span className="winner-who">
                    <strong>{row.customer}</strong> <small>{row.game}</small>
                  </span>{' '}
                  <span className="winner-amount">{row.amount}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
