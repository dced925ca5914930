import type { MachineLinks, WalkModel } from './walk-model';

/**
 * Favourites as a person sees them (spec §4 "Favourite toggle", §6), on the Fishing lobby with one game: a
 * visitor's star sends them to log in; a member's star saves the game ('Saved to favourites', the star pressed),
 * a second tap removes it again; the Favourites tab lists the saved game and its star removes it from the list.
 */
export const favouritesModel = {
  id: 'favourites',
  initial: 'visitorLobby',
  states: {
    visitorLobby: {
      description: "The lobby as a visitor: the game's star offers 'Add … to favourites', not pressed.",
      on: { TAP_STAR_AS_VISITOR: 'loginAsked' },
    },
    loginAsked: {
      description: "/m/login with 'Please log in first'.",
      on: { LOG_IN_AND_RETURN: 'memberLobby' },
    },
    memberLobby: {
      description: "The lobby as a member with no favourites: the game's star is not pressed.",
      on: { TAP_STAR: 'saved' },
    },
    saved: {
      description: "'Saved to favourites'; the star is pressed and offers 'Remove … from favourites'.",
      on: { TAP_STAR_AGAIN: 'memberLobby', OPEN_FAVOURITES_TAB: 'favouritesTab' },
    },
    favouritesTab: {
      description: 'The Favourites tab selected, listing the saved game with its star pressed.',
      on: { TAP_STAR_IN_FAVOURITES: 'removedFromFavourites' },
    },
    removedFromFavourites: {
      description: 'The game left the Favourites tab; the tab stays selected.',
    },
  },
} as const satisfies WalkModel;

export const favouritesLinks: MachineLinks<typeof favouritesModel> = {
  states: {
    visitorLobby: ['favourite.visitor', 'lobby.games.ready'],
    loginAsked: ['favourite.visitor', 'login.form.editing'],
    memberLobby: ['favourite.member.ready', 'lobby.games.ready'],
    saved: ['favourite.member.ready', 'lobby.games.ready'],
    favouritesTab: ['favourite.member.ready', 'lobby.games.ready'],
    removedFromFavourites: ['favourite.member.ready', 'lobby.games.ready'],
  },
  events: {
    TAP_STAR_AS_VISITOR: ['favourite:TOGGLE'],
    LOG_IN_AND_RETURN: ['login:CHANGE', 'login:SUBMIT', 'favourite:SESSION_CHANGED'],
    TAP_STAR: ['favourite:TOGGLE'],
    TAP_STAR_AGAIN: ['favourite:TOGGLE'],
    OPEN_FAVOURITES_TAB: ['lobby:SET_TAB'],
    TAP_STAR_IN_FAVOURITES: ['favourite:TOGGLE', 'lobby:FAVOURITE_REMOVED'],
  },
};
