import { registrationEvents, registrationStates, startRegistration } from './registration.handlers';
import { registrationModel } from './registration.model';
import { replayWalk } from './walk-runner';

replayWalk({
  model: registrationModel,
  start: startRegistration,
  states: registrationStates,
  events: registrationEvents,
});
