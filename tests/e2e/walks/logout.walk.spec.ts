import { logoutEvents, logoutStates, startLogout } from './logout.handlers';
import { logoutModel } from './logout.model';
import { replayWalk } from './walk-runner';

replayWalk({ model: logoutModel, start: startLogout, states: logoutStates, events: logoutEvents });
