import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { BellIcon } from '../icons';

interface Props {
  items: { key: string; title: string }[];
  emptyText: string;
  label: string;
  onOpen: (index: number) => void;
}

/** Scroll speed of the ticker, in CSS pixels per second. */
const SPEED_PX_S = 45;

/**
 * The announcement ticker (spec §2): titles scroll continuously (spec: 30 fps). A linear CSS transform animation
 * runs on the compositor at the display's rate, at least the spec's 30 fps, and keeps the main thread free (a
 * stepped or script-driven ticker cost seconds of main-thread time on a throttled phone). Tap opens that
 * announcement; hover or focus holds it.
 */
export function Marquee({ items, emptyText, label, onOpen }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState(0);
  useLayoutEffect(() => {
    if (!items.length) return;
    setDistance((track.current?.scrollWidth ?? 0) + (box.current?.clientWidth ?? 0));
  }, [items]);
  const seconds = distance / SPEED_PX_S;
  const style = distance
    ? ({
        '--marquee-from': `${box.current?.clientWidth ?? 0}px`,
        '--marquee-to': `${-(track.current?.scrollWidth ?? 0)}px`,
        animationDuration: `${seconds.toFixed(2)}s`,
      } as CSSProperties)
    : undefined;
  return (
    <section className="marquee" aria-label={label}>
      <BellIcon size={18} />
      <div className="marquee-box" ref={box}>
        {items.length === 0 ? (
          <span className="marquee-empty">{emptyText}</span>
        ) : (
          <div className={`marquee-track${distance ? ' running' : ''}`} ref={track} style={style}>
            {items.map((item, i) => (
              <button key={item.key} type="button" onClick={() => onOpen(i)}>
                {item.title}
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
