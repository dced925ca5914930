import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { loginMachine } from '../../src/machines/account/login.machine';
import { registrationMachine } from '../../src/machines/account/registration.machine';
import { sessionMachine } from '../../src/machines/account/session.machine';
import { favouriteMachine } from '../../src/machines/games/favourite.machine';
import { lobbyMachine } from '../../src/machines/games/lobby.machine';
import { memberHomeMachine } from '../../src/machines/member/memberHome.machine';
import { announcementPopupMachine } from '../../src/machines/messages/announcementPopup.machine';
import { inboxMachine } from '../../src/machines/messages/inbox.machine';
import { unreadCountsMachine } from '../../src/machines/messages/unreadCounts.machine';
import { notificationsMachine } from '../../src/machines/shell/notifications.machine';
import { themeMachine } from '../../src/machines/shell/theme.machine';
import { bankCardsMachine } from '../../src/machines/wallet/bankCards.machine';
import { depositMachine } from '../../src/machines/wallet/deposit.machine';
import { depositHistoryMachine } from '../../src/machines/wallet/depositHistory.machine';
import { paymentPasswordMachine } from '../../src/machines/wallet/paymentPassword.machine';
import { withdrawMachine } from '../../src/machines/wallet/withdraw.machine';
import { withdrawalsMachine } from '../../src/machines/wallet/withdrawals.machine';
import { announcementPopupEvents, announcementPopupStates } from '../e2e/walks/announcementPopup.handlers';
import { announcementPopupLinks, announcementPopupModel } from '../e2e/walks/announcementPopup.model';
import { depositEvents, depositStates } from '../e2e/walks/deposit.handlers';
import { depositLinks, depositModel } from '../e2e/walks/deposit.model';
import { favouritesEvents, favouritesStates } from '../e2e/walks/favourites.handlers';
import { favouritesLinks, favouritesModel } from '../e2e/walks/favourites.model';
import { inboxEvents, inboxStates } from '../e2e/walks/inbox.handlers';
import { inboxLinks, inboxModel } from '../e2e/walks/inbox.model';
import { lobbyEvents, lobbyStates } from '../e2e/walks/lobby.handlers';
import { lobbyLinks, lobbyModel } from '../e2e/walks/lobby.model';
import { loginEvents, loginStates } from '../e2e/walks/login.handlers';
import { loginLinks, loginModel } from '../e2e/walks/login.model';
import { logoutEvents, logoutStates } from '../e2e/walks/logout.handlers';
import { logoutLinks, logoutModel } from '../e2e/walks/logout.model';
import { memberHomeEvents, memberHomeStates } from '../e2e/walks/memberHome.handlers';
import { memberHomeLinks, memberHomeModel } from '../e2e/walks/memberHome.model';
import { registrationEvents, registrationStates } from '../e2e/walks/registration.handlers';
import { registrationLinks, registrationModel } from '../e2e/walks/registration.model';
import { handlerProblems, transitionsOf, type WalkModel, walkPaths } from '../e2e/walks/walk-model';
import { withdrawEvents, withdrawStates } from '../e2e/walks/withdraw.handlers';
import { withdrawLinks, withdrawModel } from '../e2e/walks/withdraw.model';

/**
 * The UI walks of tests/e2e/walks stay tied to the real machines: every model state names machine state ids that
 * exist, every model event names machine event types the machine takes, and in the source state of each model
 * transition the linked machine state takes the first event the UI sends that machine for it. The handler maps and the model name the same
 * states and events. A renamed or moved machine state or event fails here, in milliseconds, not in Chromium.
 */

type Links = {
  states: Readonly<Record<string, readonly string[]>>;
  events: Readonly<Record<string, readonly string[]>>;
};

const machines: Record<string, AnyStateMachine> = Object.fromEntries(
  [
    loginMachine,
    registrationMachine,
    sessionMachine,
    favouriteMachine,
    lobbyMachine,
    inboxMachine,
    unreadCountsMachine,
    announcementPopupMachine,
    withdrawMachine,
    paymentPasswordMachine,
    bankCardsMachine,
    withdrawalsMachine,
    depositMachine,
    depositHistoryMachine,
    memberHomeMachine,
    notificationsMachine,
    themeMachine,
  ].map((m) => [m.id, m]),
);

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode))];
}

function nodeById(id: string): AnyStateNode | undefined {
  const machine = machines[id.split('.')[0] ?? ''];
  return machine && stateNodes(machine.root).find((n) => n.id === id);
}

/** Event types a state node takes: its own and its descendants' (`events`), and those of its ancestors. */
function takes(node: AnyStateNode, type: string): boolean {
  if (node.events.includes(type)) return true;
  for (let up = node.parent; up; up = up.parent) if (up.ownEvents.includes(type)) return true;
  return false;
}

/** The first event sent to each machine (later ones, such as a call's answer, come in the states it leads to). */
function firstPerMachine(refs: readonly string[]): string[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const machineId = ref.split(':')[0] ?? '';
    if (seen.has(machineId)) return false;
    seen.add(machineId);
    return true;
  });
}

function linkProblems(model: WalkModel, links: Links): string[] {
  const problems: string[] = [];
  const modelStates = Object.keys(model.states);
  const modelEvents = [...new Set(Object.values(model.states).flatMap((s) => Object.keys(s.on ?? {})))];
  for (const s of modelStates) if (!links.states[s]?.length) problems.push(`state ${s} names no machine state`);
  for (const s of Object.keys(links.states)) if (!modelStates.includes(s)) problems.push(`link ${s} is not a state`);
  for (const e of modelEvents) if (!links.events[e]?.length) problems.push(`event ${e} names no machine event`);
  for (const e of Object.keys(links.events)) if (!modelEvents.includes(e)) problems.push(`link ${e} is not an event`);
  for (const [s, ids] of Object.entries(links.states))
    for (const id of ids) if (!nodeById(id)) problems.push(`state ${s}: no machine state ${id}`);
  for (const [e, refs] of Object.entries(links.events))
    for (const ref of refs) {
      const [machineId = '', type = ''] = ref.split(':');
      const machine = machines[machineId];
      if (!machine) problems.push(`event ${e}: no machine ${machineId}`);
      else if (!machine.root.events.includes(type)) problems.push(`event ${e}: machine ${machineId} takes no ${type}`);
    }
  for (const [source, state] of Object.entries(model.states))
    for (const event of Object.keys(state.on ?? {}))
      for (const ref of firstPerMachine(links.events[event] ?? [])) {
        const [machineId = '', type = ''] = ref.split(':');
        const nodes = (links.states[source] ?? [])
          .filter((id) => id.split('.')[0] === machineId)
          .map(nodeById)
          .filter((n): n is AnyStateNode => n !== undefined);
        if (nodes.length > 0 && !nodes.some((n) => takes(n, type)))
          problems.push(`${source} --${event}-->: ${nodes.map((n) => n.id).join(', ')} take no ${type}`);
      }
  return problems;
}

const walks = [
  { model: loginModel, links: loginLinks, states: loginStates, events: loginEvents },
  { model: registrationModel, links: registrationLinks, states: registrationStates, events: registrationEvents },
  { model: favouritesModel, links: favouritesLinks, states: favouritesStates, events: favouritesEvents },
  { model: lobbyModel, links: lobbyLinks, states: lobbyStates, events: lobbyEvents },
  { model: logoutModel, links: logoutLinks, states: logoutStates, events: logoutEvents },
  {
    model: announcementPopupModel,
    links: announcementPopupLinks,
    states: announcementPopupStates,
    events: announcementPopupEvents,
  },
  { model: inboxModel, links: inboxLinks, states: inboxStates, events: inboxEvents },
  { model: withdrawModel, links: withdrawLinks, states: withdrawStates, events: withdrawEvents },
  { model: depositModel, links: depositLinks, states: depositStates, events: depositEvents },
  { model: memberHomeModel, links: memberHomeLinks, states: memberHomeStates, events: memberHomeEvents },
] as const;

describe('UI walks match the real machines', () => {
  it('cover the five flows of issue 10 item 5, the popup lifecycle and inbox of issue 13, deposit and withdraw of issue 14, and member home of issue 15', () => {
    expect(walks.map((w) => w.model.id)).toEqual([
      'login',
      'registration',
      'favourites',
      'lobby',
      'logout',
      'announcementPopup',
      'inbox',
      'withdraw',
      'deposit',
      'memberHome',
    ]);
  });

  for (const walk of walks) {
    describe(walk.model.id, () => {
      it('has a handler for every model state and event, and none besides', () => {
        expect(handlerProblems(walk.model, walk.states, walk.events)).toEqual([]);
      });

      it('links every model state and event to states and events of the real machines', () => {
        expect(linkProblems(walk.model, walk.links)).toEqual([]);
      });

      it('walks every transition of the model at least once', () => {
        const walked = new Set<string>();
        for (const path of walkPaths(walk.model)) {
          let at: string = walk.model.initial;
          for (const step of path.steps) {
            walked.add(`${at} --${step.event}--> ${step.target}`);
            at = step.target;
          }
        }
        expect([...walked].sort()).toEqual(transitionsOf(walk.model).sort());
      });
    });
  }

  it('fails on a renamed machine state, a renamed machine event, or an event the source state does not take', () => {
    const renamedState = { ...loginLinks, states: { ...loginLinks.states, smsForm: ['login.form.typing'] } };
    const renamedEvent = { ...loginLinks, events: { ...loginLinks.events, SUBMIT_EMPTY: ['login:SEND'] } };
    const wrongSource = { ...logoutLinks, events: { ...logoutLinks.events, TAP_LOG_OUT: ['session:LOGOUT_CONFIRM'] } };
    expect(linkProblems(loginModel, renamedState)).toEqual(['state smsForm: no machine state login.form.typing']);
    expect(linkProblems(loginModel, renamedEvent)).toEqual([
      'event SUBMIT_EMPTY: machine login takes no SEND',
      'passwordForm --SUBMIT_EMPTY-->: login.form.editing take no SEND',
    ]);
    expect(linkProblems(logoutModel, wrongSource)).toEqual([
      'memberHome --TAP_LOG_OUT-->: session.loggedIn.logout.idle take no LOGOUT_CONFIRM',
    ]);
  });

  it('fails on a handler missing for a model state or event, or one the model does not have', () => {
    const { passwordForm: _dropped, ...states } = loginStates;
    const events = { ...loginEvents, TAP_HELP: loginEvents.SUBMIT_EMPTY };
    expect(handlerProblems(loginModel, states, events)).toEqual([
      'state passwordForm has no handler',
      'event handler TAP_HELP is not in the model',
    ]);
  });
});
