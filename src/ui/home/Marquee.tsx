import { useEffect, useRef } from 'react';
import { MARQUEE_FPS } from '../../domain/constants';
import { BellIcon } from '../icons';

interface Props {
  items: { key: string; title: string }[];
  emptyText: string;
  label: string;
  onOpen: (index: number) => void;
}

/** The announcement ticker (spec §2): titles scroll at 30 fps; a tap opens that announcement. */
export function Marquee({ items, emptyText, label, onOpen }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = track.current;
    const outer = box.current;
    if (!el || !outer || items.length === 0) return;
    if (matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let x = outer.clientWidth;
    let last = 0;
    let frame = 0;
    let paused = false;
    const step = 1000 / MARQUEE_FPS;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (paused || now - last < step) return;
      last = now;
      x -= 1.5;
      if (x < -el.scrollWidth) x = outer.clientWidth;
      el.style.transform = `translate3d(${x}px,0,0)`;
    };
    frame = requestAnimationFrame(tick);
    const pause = () => {
      paused = true;
    };
    const resume = () => {
      paused = false;
    };
    outer.addEventListener('pointerenter', pause);
    outer.addEventListener('pointerleave', resume);
    outer.addEventListener('focusin', pause);
    outer.addEventListener('focusout', resume);
    return () => {
      cancelAnimationFrame(frame);
      outer.removeEventListener('pointerenter', pause);
      outer.removeEventListener('pointerleave', resume);
      outer.removeEventListener('focusin', pause);
      outer.removeEventListener('focusout', resume);
    };
  }, [items]);

  return (
    <section className="marquee" aria-label={label}>
      <BellIcon size={18} />
      <div className="marquee-box" ref={box}>
        {items.length === 0 ? (
          <span className="marquee-empty">{emptyText}</span>
        ) : (
          <div className="marquee-track" ref={track}>
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
