import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { BellIcon, PauseIcon, PlayIcon } from '../icons';

interface Props {
  items: { key: string; title: string }[];
  emptyText: string;
  label: string;
  /** Names of the control that stops and restarts the scrolling (WCAG 2.2.2). */
  pauseLabel: string;
  playLabel: string;
  onOpen: (index: number) => void;
}

/** Scroll speed of the ticker, in CSS pixels per second. */
const SPEED_PX_S = 45;

/**
 * The announcement ticker (spec §2): titles scroll continuously (spec: 30 fps). A linear CSS transform animation
 * runs on the compositor at the display's rate, at least the spec's 30 fps, and keeps the main thread free (a
 * stepped or script-driven ticker cost seconds of main-thread time on a throttled phone). Tap opens that
 * announcement; hover or focus holds it, and its Pause control stops it until Play. With reduced motion it does not
 * move at all (home.css): the titles stand in a row the player can scroll, and the control is not shown.
 */
export function Marquee({ items, emptyText, label, pauseLabel, playLabel, onOpen }: Props) {
  // Only how this ticker is drawn: nothing else in the app hears of it, so it needs no machine.
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ box: 0, track: 0 });
  // Sizes come from a ResizeObserver, which reports after the browser's own layout: reading them during render
  // or in a layout effect would force an extra layout of the whole page while it is being built. Observing anew
  // when the items change gives a fresh first report for the new titles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the titles change the track's length
  useEffect(() => {
    const boxEl = box.current;
    const trackEl = track.current;
    if (!boxEl || !trackEl || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setSize({ box: boxEl.getBoundingClientRect().width, track: trackEl.scrollWidth }),
    );
    observer.observe(boxEl);
    observer.observe(trackEl);
    return () => observer.disconnect();
  }, [items]);
  const distance = size.box + size.track;
  const style = size.track
    ? ({
        '--marquee-from': `${size.box}px`,
        '--marquee-to': `${-size.track}px`,
        animationDuration: `${(distance / SPEED_PX_S).toFixed(2)}s`,
      } as CSSProperties)
    : undefined;
  return (
    <section className="marquee" aria-label={label}>
      <BellIcon size={18} />
      <div className="marquee-box" ref={box}>
        {items.length === 0 ? (
          <span className="marquee-empty">{emptyText}</span>
        ) : (
          <div
            className={`marquee-track${size.track ? ' running' : ''}${paused ? ' paused' : ''}`}
            ref={track}
            style={style}
          >
            {items.map((item, i) => (
              <button key={item.key} type="button" onClick={() => onOpen(i)}>
                {item.title}
              </button>
            ))}
          </div>
        )}
      </div>
      {items.length > 0 && (
        <button
          type="button"
          className="motion-toggle marquee-toggle"
          aria-label={paused ? playLabel : pauseLabel}
          onClick={() => setPaused(!paused)}
        >
          {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </button>
      )}
    </section>
  );
}
