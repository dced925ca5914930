import { type AnyActorRef, fromCallback } from 'xstate';

/**
 * The one language-change mechanism for screen actors: hears the `changed` the `language` actor of the system emits
 * and sends LANGUAGE_CHANGED back. A machine run alone (tests, diagrams) has no language actor: nothing arrives.
 */
export const followLanguage = fromCallback<{ type: 'LANGUAGE_CHANGED' }>(({ system, sendBack }) => {
  const language = system.get('language') as AnyActorRef | undefined;
  if (!language) return;
  const subscription = language.on('changed', () => sendBack({ type: 'LANGUAGE_CHANGED' }));
  return () => subscription.unsubscribe();
});
