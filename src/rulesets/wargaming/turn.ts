/** The wargaming turn as actions: battle-start decks, initiative tests and challenges, cards, passing, end of turn. */
export { cInCRating, initiativeDraft, initiativeInputFor, passDraft } from './turnInitiative'
export { decksDraft, drawDraft } from './turnDeck'
export { endTurnDraft, turnOver } from './turnEnd'
