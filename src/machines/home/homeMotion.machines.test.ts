import { describe, expect, it } from 'vitest';
import { assign, createActor, SimulatedClock, setup } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import { normaliseConfig } from '../../domain/shell/site-config';
import { bannerAutoplayMachine } from './bannerAutoplay.machine';
import { winnerScrollMachine } from './winnerScroll.machine';

/** Every banner the carousel is told to show, in order (each change of the machine's index). */
function movesOf(actor: { subscribe: (fn: (s: { context: { index: number } }) => void) => unknown }): number[] {
  const shown: number[] = [];
  let last = 0;
  actor.subscribe((s) => {
    if (s.context.index !== last) shown.push(s.context.index);
    last = s.context.index;
  });
  return shown;
}

describe('banner autoplay (§2: 5000 ms, loop only with more than one banner)', () => {
  it('moves on every 5000 ms and loops back to the first banner', () => {
    const clock = new SimulatedClock();
    const actor = createActor(bannerAutoplayMachine, { clock, input: {} }).start();
    const shown = movesOf(actor);
    actor.send({ type: 'SET_COUNT', count: 3 });
    clock.increment(4999);
    expect(shown).toEqual([]);
    clock.increment(1);
    clock.increment(5000);
    clock.increment(5000);
    expect(shown).toEqual([1, 2, 0]);
  });

  it('stands still with one banner, holds one period after a touch and stops while hidden', () => {
    const clock = new SimulatedClock();
    const actor = createActor(bannerAutoplayMachine, { clock, input: {} }).start();
    const shown = movesOf(actor);
    actor.send({ type: 'SET_COUNT', count: 1 });
    clock.increment(20_000);
    expect(shown).toEqual([]);
    actor.send({ type: 'SET_COUNT', count: 2 });
    clock.increment(3000);
    actor.send({ type: 'HOLD' });
    clock.increment(5000);
    expect(shown).toEqual([]);
    clock.increment(5000);
    expect(shown).toEqual([1]);
    actor.send({ type: 'PAUSE' });
    clock.increment(30_000);
    expect(shown).toEqual([1]);
  });
});

describe('winner board scroll (§2: only above 3 entries, 1500 ms a move)', () => {
  it('moves a row every 2.5 s and jumps back to the top, unanimated, after the last row', () => {
    const clock = new SimulatedClock();
    const actor = createActor(winnerScrollMachine, { clock, input: {} }).start();
    actor.send({ type: 'SET_COUNT', count: 4 });
    for (const expected of [1, 2, 3, 4]) {
      clock.increment(2500);
      expect(actor.getSnapshot().context).toMatchObject({ offset: expected, animate: true });
    }
    clock.increment(1500);
    expect(actor.getSnapshot().context).toMatchObject({ offset: 0, animate: false });
  });

  it('stands still with 3 entries and holds while a row is hovered', () => {
    const clock = new SimulatedClock();
    const actor = createActor(winnerScrollMachine, { clock, input: {} }).start();
    actor.send({ type: 'SET_COUNT', count: 3 });
    clock.increment(10_000);
    expect(actor.getSnapshot().context.offset).toBe(0);
    actor.send({ type: 'SET_COUNT', count: 5 });
    actor.send({ type: 'HOLD' });
    clock.increment(10_000);
    expect(actor.getSnapshot().context.offset).toBe(0);
    actor.send({ type: 'RELEASE' });
    clock.increment(2500);
    expect(actor.getSnapshot().context.offset).toBe(1);
  });
});

describe('winner board Pause/Play and reduced motion (issue 11, WCAG 2.2.2)', () => {
  it('Pause keeps the rows where they are until Play', () => {
    const clock = new SimulatedClock();
    const actor = createActor(winnerScrollMachine, { clock, input: {} }).start();
    actor.send({ type: 'SET_COUNT', count: 5 });
    clock.increment(2500);
    actor.send({ type: 'STOP' });
    clock.increment(30_000);
    expect(actor.getSnapshot().context).toMatchObject({ offset: 1, stopped: true });
    actor.send({ type: 'RELEASE' });
    clock.increment(10_000);
    expect(actor.getSnapshot().context.offset).toBe(1);
    actor.send({ type: 'PLAY' });
    clock.increment(2500);
    expect(actor.getSnapshot().context).toMatchObject({ offset: 2, stopped: false });
  });

  it('stands still for a player who prefers reduced motion, whatever the list, until Play', () => {
    const clock = new SimulatedClock();
    const board = createActor(holding('data', [1, 2, 3, 4, 5])).start();
    const actor = createActor(winnerScrollMachine, { clock, input: { board, reducedMotion: true } }).start();
    expect(actor.getSnapshot().value).toBe('stopped');
    clock.increment(30_000);
    board.send({ type: 'SET', value: [1, 2, 3, 4, 5, 6] });
    clock.increment(30_000);
    expect(actor.getSnapshot().context).toMatchObject({ count: 6, offset: 0, stopped: true });
    actor.send({ type: 'PLAY' });
    clock.increment(2500);
    expect(actor.getSnapshot().context.offset).toBe(1);
  });
});

/** An actor holding a value in its context under `key`, replaced by SET (as a content or config actor would). */
const holding = <T>(key: string, value: T) =>
  setup({ types: {} as { context: Record<string, T>; events: { type: 'SET'; value: T } } }).createMachine({
    context: { [key]: value },
    on: { SET: { actions: assign(({ event }) => ({ [key]: event.value })) } },
  });

const banner = (groupName: string) => ({ url: '/b.png', title: '', link: '', groupName });

describe('home motion hears its lists itself, not through the screen', () => {
  it('the carousel counts the banners of the announcements actor: m_live only with the live model (§2)', () => {
    const list = (...groups: string[]) => ({ player: [], promotion: [], popup: [], banners: groups.map(banner) });
    const root = standInRoot({
      announcements: holding('data', list('m_home')),
      siteConfig: holding('config', normaliseConfig({ liveModel: true })),
    });
    const actor = createActor(bannerAutoplayMachine, { parent: root, input: {} }).start();
    expect(actor.getSnapshot().value).toBe('still');
    expect(actor.getSnapshot().context.count).toBe(1);
    root.system.get('announcements').send({ type: 'SET', value: list('m_home', 'm_live', 'm_reg') });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.count).toBe(2);
    root.system.get('siteConfig').send({ type: 'SET', value: normaliseConfig({ liveModel: false }) });
    expect(actor.getSnapshot().value).toBe('still');
    expect(actor.getSnapshot().context.count).toBe(1);
  });

  it('the winner board scroll counts the rows of the board it is given (§2: above 3 it moves)', () => {
    const clock = new SimulatedClock();
    const board = createActor(holding('data', [1, 2, 3])).start();
    const actor = createActor(winnerScrollMachine, { clock, input: { board } }).start();
    expect(actor.getSnapshot().value).toBe('still');
    board.send({ type: 'SET', value: [1, 2, 3, 4, 5] });
    expect(actor.getSnapshot().context.count).toBe(5);
    clock.increment(2500);
    expect(actor.getSnapshot().context.offset).toBe(1);
    board.send({ type: 'SET', value: [] });
    expect(actor.getSnapshot().value).toBe('still');
  });
});
