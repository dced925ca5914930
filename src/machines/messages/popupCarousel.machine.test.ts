import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { AUTOPLAY_MS } from '../../domain/constants';
import { type PopupCarouselInput, popupCarouselMachine } from './popupCarousel.machine';
import { selectCarouselIndex, selectCarouselPlaying } from './popupCarousel.view';

function carousel(input: PopupCarouselInput) {
  const clock = new SimulatedClock();
  const actor = createActor(popupCarouselMachine, { input, clock }).start();
  return { actor, clock };
}

describe('popup carousel (§2 announcement popup, §9 autoplay 5000 ms)', () => {
  it('several entries play: every 5 s the next one, the last followed by the first', () => {
    const { actor, clock } = carousel({ count: 3 });
    expect(selectCarouselPlaying(actor.getSnapshot())).toBe(true);
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(0);
    clock.increment(AUTOPLAY_MS - 1);
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(0);
    clock.increment(1);
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(1);
    clock.increment(AUTOPLAY_MS);
    clock.increment(AUTOPLAY_MS);
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(0);
    expect(selectCarouselPlaying(actor.getSnapshot())).toBe(true);
  });

  it('a single entry or none stays still', () => {
    for (const count of [1, 0]) {
      const { actor } = carousel({ count });
      expect(actor.getSnapshot().value).toBe('stopped');
      expect(selectCarouselPlaying(actor.getSnapshot())).toBe(false);
    }
  });

  it('a player who prefers reduced motion sees the entries still', () => {
    const { actor } = carousel({ count: 3, reducedMotion: true });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(actor.getSnapshot().context).toEqual({ count: 3, index: 0, reducedMotion: true });
  });

  it('a dot goes to its entry and stops the play for good', () => {
    const { actor, clock } = carousel({ count: 3 });
    actor.send({ type: 'GO_TO', index: 1 });
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(1);
    expect(selectCarouselPlaying(actor.getSnapshot())).toBe(false);
    clock.increment(AUTOPLAY_MS * 2);
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(1);
  });

  it('an index out of range goes to the nearest entry', () => {
    const { actor } = carousel({ count: 3 });
    actor.send({ type: 'GO_TO', index: 9 });
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'GO_TO', index: -4 });
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'GO_TO', index: 1 });
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(1);
  });

  it('any other interaction stops the play where it is', () => {
    const { actor, clock } = carousel({ count: 2 });
    clock.increment(AUTOPLAY_MS);
    actor.send({ type: 'INTERACT' });
    expect(actor.getSnapshot().value).toBe('stopped');
    clock.increment(AUTOPLAY_MS);
    expect(selectCarouselIndex(actor.getSnapshot())).toBe(1);
  });
});
