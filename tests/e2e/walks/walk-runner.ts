import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { handlerProblems, type WalkEvent, type WalkModel, type WalkState, walkPaths } from './walk-model';

/**
 * A UI walk: the flow's model, how a test gets to the model's initial state, and two handler maps keyed by the
 * model: per state an assertion on the page, per event an action through the real UI. `W` is what a test keeps
 * between steps (the page, the member it made, the game it picked).
 */
export interface Walk<M extends WalkModel, W extends { page: Page }> {
  readonly model: M;
  start(page: Page): Promise<W>;
  readonly states: Readonly<Record<WalkState<M>, (walk: W) => Promise<void>>>;
  readonly events: Readonly<Record<WalkEvent<M>, (walk: W) => Promise<void>>>;
}

/** One Playwright test per path of the model (walkPaths: every transition once), replayed through the real UI. */
export function replayWalk<M extends WalkModel, W extends { page: Page }>(walk: Walk<M, W>): void {
  const paths = walkPaths(walk.model);
  test.describe(`UI walk: ${walk.model.id}`, () => {
    // A walk often starts by making its own member (the registration walk through the form); on a busy shared
    // machine that alone has taken 10-20 s, so a walk gets twice the suite's 45 s.
    test.describe.configure({ timeout: 90_000 });
    for (const path of paths) {
      test(path.title, async ({ page }) => {
        expect(handlerProblems(walk.model, walk.states, walk.events)).toEqual([]);
        const w = await walk.start(page);
        const states = walk.states as Record<string, (walk: W) => Promise<void>>;
        const events = walk.events as Record<string, (walk: W) => Promise<void>>;
        await test.step(`in ${walk.model.initial}`, () => states[walk.model.initial]!(w));
        for (const step of path.steps) {
          await test.step(`${step.event} → ${step.target}`, async () => {
            await events[step.event]!(w);
            await states[step.target]!(w);
          });
        }
      });
    }
  });
}
