import {
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
  setup,
  stopChild,
} from 'xstate';
import type { PopupMemory } from '../domain/messages/popup';
import { loginPopupMachine } from '../machines/account/loginPopup.machine';
import { type SessionInput, sessionMachine } from '../machines/account/session.machine';
import { favouriteMachine } from '../machines/games/favourite.machine';
import { launchMachine } from '../machines/games/launch.machine';
import { vendorsMachine } from '../machines/games/vendors.machine';
import { announcementPopupMachine } from '../machines/messages/announcementPopup.machine';
import { announcementsMachine } from '../machines/messages/announcements.machine';
import { customerServiceMachine } from '../machines/messages/customerService.machine';
import { noticeReadMachine } from '../machines/messages/noticeRead.machine';
import { unreadCountsMachine } from '../machines/messages/unreadCounts.machine';
import { languageMachine } from '../machines/shell/language.machine';
import { navigatorActor } from '../machines/shell/navigator';
import { notificationsMachine } from '../machines/shell/notifications.machine';
import { siteConfigMachine } from '../machines/shell/siteConfig.machine';
import { systemStatusMachine } from '../machines/shell/systemStatus.machine';
import { themeMachine } from '../machines/shell/theme.machine';

/**
 * The root of the one actor system (ARCHITECTURE "One actor system"). It owns the app-level actors for the whole
 * visit; screen actors join the same system through `useScreenActor` (app/system.tsx). The machines here are the
 * pure definitions: `provideRoot` swaps in each machine's implementations (the browser's, or a test's stubs).
 * Order matters: an actor must exist before another sends to it at start, so the status gate, which hands the config
 * on at once when it has a cached copy, comes after the actors it talks to. App-level actors hear each other's changes
 * through listeners they invoke themselves (machines/shell/listeners.ts).
 */
export const appMachines = {
  navigator: navigatorActor,
  notifications: notificationsMachine,
  siteConfig: siteConfigMachine,
  language: languageMachine,
  theme: themeMachine,
  session: sessionMachine,
  systemStatus: systemStatusMachine,
  announcements: announcementsMachine,
  vendors: vendorsMachine,
  favourite: favouriteMachine,
  launch: launchMachine,
  noticeRead: noticeReadMachine,
  announcementPopup: announcementPopupMachine,
  loginPopup: loginPopupMachine,
  customerService: customerServiceMachine,
  unreadCounts: unreadCountsMachine,
} as const;

export type AppActorId = keyof typeof appMachines;
export type AppActorRef<K extends AppActorId> = ActorRefFrom<(typeof appMachines)[K]>;

/**
 * What the root starts with, read by main.tsx from the browser (storage, randomness) so the app-level machines stay
 * pure: each one gets its part as input. Every field is optional: a test's root starts as a first visit.
 */
export interface RootInput {
  /** The session saved by an earlier page of this visit (session storage), so a reload keeps the player in. */
  session?: SessionInput['stored'];
  /** The language the player chose on this device (local storage). */
  language?: string | null;
  /** A number in [0, 1) drawn once per visit: picks the image CDN (spec §9 "chosen at random"). */
  cdnPick?: number;
  /** Per popup group, the announcement list the player closed on this device (local storage). */
  popupMemory?: PopupMemory;
  /** The player asked their system for reduced motion: nothing moves by itself. */
  reducedMotion?: boolean;
  /** The login popup was open when the page was left (§3 local flag showLogin): it reopens. */
  showLogin?: boolean;
}

/** A screen that ran a screen actor is gone: the root stops that child (app/system.tsx useScreenActor). */
export type RootEvent = { type: 'SCREEN_CLOSED'; actor: AnyActorRef };

export const rootMachine = setup({
  types: {} as { events: RootEvent; input: RootInput | undefined; context: { input: RootInput } },
  actions: {
    stopScreenActor: stopChild(({ event }: { event: RootEvent }) => event.actor),
  },
  actors: appMachines,
}).createMachine({
  id: 'app',
  description: 'The visit: holds the app-level actors; screen actors join its system.',
  context: ({ input }) => ({ input: input ?? {} }),
  invoke: [
    { id: 'navigator', systemId: 'navigator', src: 'navigator' },
    { id: 'notifications', systemId: 'notifications', src: 'notifications' },
    {
      id: 'siteConfig',
      systemId: 'siteConfig',
      src: 'siteConfig',
      input: ({ context }) => ({ cdnPick: context.input.cdnPick }),
    },
    {
      id: 'language',
      systemId: 'language',
      src: 'language',
      input: ({ context }) => ({ stored: context.input.language ?? null }),
    },
    { id: 'theme', systemId: 'theme', src: 'theme' },
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      input: ({ context }) => ({ stored: context.input.session ?? null }),
    },
    { id: 'systemStatus', systemId: 'systemStatus', src: 'systemStatus' },
    { id: 'announcements', systemId: 'announcements', src: 'announcements' },
    { id: 'vendors', systemId: 'vendors', src: 'vendors' },
    { id: 'favourite', systemId: 'favourite', src: 'favourite' },
    { id: 'launch', systemId: 'launch', src: 'launch' },
    { id: 'noticeRead', systemId: 'noticeRead', src: 'noticeRead' },
    {
      id: 'announcementPopup',
      systemId: 'announcementPopup',
      src: 'announcementPopup',
      input: ({ context }) => ({
        memory: context.input.popupMemory ?? {},
        reducedMotion: context.input.reducedMotion,
      }),
    },
    {
      id: 'loginPopup',
      systemId: 'loginPopup',
      src: 'loginPopup',
      input: ({ context }) => ({ showLogin: context.input.showLogin === true }),
    },
    { id: 'customerService', systemId: 'customerService', src: 'customerService' },
    { id: 'unreadCounts', systemId: 'unreadCounts', src: 'unreadCounts' },
  ],
  on: { SCREEN_CLOSED: { actions: 'stopScreenActor' } },
});

/**
 * Each machine's implementations, by machine id (the navigator by its systemId): a function that provides them to
 * the pure definition. Keyed by id, not by the machine object, so the implementations import machines as types
 * only and a screen's machine still loads with its screen.
 */
export type Implementations = ReadonlyMap<string, (logic: AnyActorLogic) => AnyActorLogic>;

type Provide = (logic: AnyActorLogic) => AnyActorLogic;

/** One machine's implementations as an entry of `Implementations`: its id and what provides them. */
export type ImplementationEntry = [string, Provide];

/** A machine's implementations, as an entry of `Implementations` (typed against the machine). */
export function implement<M extends AnyStateMachine>(
  id: M['id'],
  implementations: Parameters<M['provide']>[0],
): ImplementationEntry {
  return [id, (machine) => (machine as M).provide(implementations)];
}

/** The logic to run for a pure definition: with its implementations when given, else the definition itself. */
export function providedOf<L extends AnyActorLogic>(implementations: Implementations, logic: L, key?: string): L {
  const id = key ?? (logic as { id?: unknown }).id;
  const provide = typeof id === 'string' ? implementations.get(id) : undefined;
  return provide ? (provide(logic) as L) : logic;
}

/** The root machine running the given implementations for every app-level actor. */
export function provideRoot(implementations: Implementations) {
  // The root's input (RootInput) is given to createActor with the provided root.
  const actors = Object.fromEntries(
    Object.entries(appMachines).map(([id, machine]) => [id, providedOf(implementations, machine, id)]),
  ) as typeof appMachines;
  return rootMachine.provide({ actors });
}

export type RootActorRef = ActorRefFrom<typeof rootMachine>;
