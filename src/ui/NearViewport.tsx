import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  /** Shown until the block comes near the viewport; it should take about the block's height. */
  placeholder: ReactNode;
  children: ReactNode;
}

/** How far below the viewport a block starts mounting: about one phone screen of scrolling ahead. */
const AHEAD = '600px 0px';

/**
 * Mounts its children only when their place comes near the viewport, so a long page starts with the calls, DOM
 * and render work of its first screen, not of everything below it.
 */
export function NearViewport({ placeholder, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return (
    <div ref={box} className="near-viewport" aria-hidden="true">
      {placeholder}
    </div>
  );
}
