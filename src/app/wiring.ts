import { fromCallback } from 'xstate';

/**
 * How app-level actors hear each other beyond direct sends. Declared here without behaviour; the browser's
 * implementation (implementations/games.ts) subscribes to the session, language and config actors.
 */
export const wiringActor = fromCallback(() => undefined);
