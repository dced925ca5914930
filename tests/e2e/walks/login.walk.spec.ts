import { loginEvents, loginStates, startLogin } from './login.handlers';
import { loginModel } from './login.model';
import { replayWalk } from './walk-runner';

replayWalk({ model: loginModel, start: startLogin, states: loginStates, events: loginEvents });
