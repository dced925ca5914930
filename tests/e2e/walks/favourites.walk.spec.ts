import { favouritesEvents, favouritesStates, startFavourites } from './favourites.handlers';
import { favouritesModel } from './favourites.model';
import { replayWalk } from './walk-runner';

replayWalk({ model: favouritesModel, start: startFavourites, states: favouritesStates, events: favouritesEvents });
