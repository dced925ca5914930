import { lobbyEvents, lobbyStates, startLobby } from './lobby.handlers';
import { lobbyModel } from './lobby.model';
import { replayWalk } from './walk-runner';

replayWalk({ model: lobbyModel, start: startLobby, states: lobbyStates, events: lobbyEvents });
