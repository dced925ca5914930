/**
 * What screens read of a content actor (`createContentMachine`: announcements, help, winner board, vendors, game
 * types, lottery games): one view for every machine the factory makes.
 */
interface ContentSnapshot<T> {
  context: { data: T };
  matches: (state: 'waiting' | 'loading' | 'ready' | 'failed') => boolean;
}

/** The content: the last answer, or the empty value until one arrives. */
export const data = <T>(s: ContentSnapshot<T>): T => s.context.data;

/** An answer is awaited. */
export const loading = <T>(s: ContentSnapshot<T>): boolean => s.matches('loading');

export const failed = <T>(s: ContentSnapshot<T>): boolean => s.matches('failed');

/** The content has arrived or failed: the screen knows what it has. */
export const settled = <T>(s: ContentSnapshot<T>): boolean => s.matches('ready') || s.matches('failed');
