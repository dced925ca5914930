/**
 * The lottery launcher's answer handed over to the lottery frame it opens (spec §2 /m/launchGame and "Lottery frame"):
 * kept in memory and taken once. A reloaded frame (the memory is gone) and a frame come back to with Back or Forward
 * (its hand-over was taken already) find nothing, so they ask the lottery launcher again instead of reusing a game
 * page whose token may have expired; the navigation's history state would survive both.
 */
export interface FrameKey {
  vendor: string;
  playType: string;
  gameId: string;
}

let pending: (FrameKey & { url: string }) | null = null;

const sameFrame = (a: FrameKey, b: FrameKey) =>
  a.vendor === b.vendor && a.playType === b.playType && a.gameId === b.gameId;

/** The launcher hands the page to embed over to the frame it is about to open. */
export function handOverToFrame(frame: FrameKey, url: string): void {
  pending = { ...frame, url };
}

/** The page handed over to this frame, if it has not been taken yet (reading does not take it). */
export function handedOverUrl(frame: FrameKey): string | undefined {
  return pending && sameFrame(pending, frame) ? pending.url : undefined;
}

/** The frame took its hand-over: nothing is left for a later visit of the same address. */
export function forgetHandOver(): void {
  pending = null;
}
