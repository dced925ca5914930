import { memberHomeEvents, memberHomeStates, startMemberHome } from './memberHome.handlers';
import { memberHomeModel } from './memberHome.model';
import { replayWalk } from './walk-runner';

replayWalk({ model: memberHomeModel, start: startMemberHome, states: memberHomeStates, events: memberHomeEvents });
