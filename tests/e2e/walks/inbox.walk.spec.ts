import { inboxEvents, inboxStates, startInbox } from './inbox.handlers';
import { inboxModel } from './inbox.model';
import { replayWalk } from './walk-runner';

replayWalk({ model: inboxModel, start: startInbox, states: inboxStates, events: inboxEvents });
