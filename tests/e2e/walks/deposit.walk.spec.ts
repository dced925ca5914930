import { depositEvents, depositStates, startDeposit } from './deposit.handlers';
import { depositModel } from './deposit.model';
import { replayWalk } from './walk-runner';

replayWalk({ model: depositModel, start: startDeposit, states: depositStates, events: depositEvents });
