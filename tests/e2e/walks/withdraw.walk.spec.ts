import { replayWalk } from './walk-runner';
import { startWithdraw, withdrawEvents, withdrawStates } from './withdraw.handlers';
import { withdrawModel } from './withdraw.model';

replayWalk({ model: withdrawModel, start: startWithdraw, states: withdrawStates, events: withdrawEvents });
