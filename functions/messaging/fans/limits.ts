/** The longest note a creator keeps about a fan (the API's rule; the page's field counts to it). */
export const FAN_NOTE_MAX_LENGTH = 1000;
