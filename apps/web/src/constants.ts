// Business constants from the product spec (section 9) that the client itself enforces.
import {
  ANSWER_SUBMISSION_REQUEST_CURATOR_FEEDBACK_MAX_LENGTH,
  COMPLETE_CURATOR_PROFILE_REQUEST_BIO_MIN_LENGTH,
  COMPLETE_CURATOR_PROFILE_REQUEST_DISPLAY_NAME_MIN_LENGTH,
  PLAYLIST_REQUEST_DESCRIPTION_MIN_LENGTH,
  REGISTER_REQUEST_PASSWORD_MIN_LENGTH,
  SONG_DETAILS_REQUEST_DESCRIPTION_MAX_LENGTH,
  SONG_DETAILS_REQUEST_TAG_IDS_MAX_ITEMS,
  UPDATE_PROFILE_REQUEST_BIO_MAX_LENGTH,
  UPDATE_PROFILE_REQUEST_DISPLAY_NAME_MAX_LENGTH,
  UPDATE_PROFILE_REQUEST_LOCATION_MAX_LENGTH,
} from './api/request-limits.generated';

/** How long the "Authentication Required" toast shows before the browser goes to the sign-in page. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;

/** Toasts: one visible at a time, each shown for 5 s, dismissed by a 50 px swipe right, focused with F8. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

// The server's limits on what users write, as the API document states them (api/request-limits.generated.ts).
export const PASSWORD_MIN_LENGTH = REGISTER_REQUEST_PASSWORD_MIN_LENGTH;
export const DISPLAY_NAME_MIN_LENGTH = COMPLETE_CURATOR_PROFILE_REQUEST_DISPLAY_NAME_MIN_LENGTH;
export const BIO_MIN_LENGTH = COMPLETE_CURATOR_PROFILE_REQUEST_BIO_MIN_LENGTH;
export const DISPLAY_NAME_MAX_LENGTH = UPDATE_PROFILE_REQUEST_DISPLAY_NAME_MAX_LENGTH;
export const BIO_MAX_LENGTH = UPDATE_PROFILE_REQUEST_BIO_MAX_LENGTH;
export const LOCATION_MAX_LENGTH = UPDATE_PROFILE_REQUEST_LOCATION_MAX_LENGTH;
/** A curator's feedback, on a request or a campaign. */
export const FEEDBACK_MAX_LENGTH = ANSWER_SUBMISSION_REQUEST_CURATOR_FEEDBACK_MAX_LENGTH;

/** At most 10 tags per song, playlist, tag picker and search filter. */
export const MAX_TAGS = SONG_DETAILS_REQUEST_TAG_IDS_MAX_ITEMS;
/** A song card shows this many tags, then "+N more". */
export const SONG_CARD_TAG_PREVIEW = 5;

export const SONG_DESCRIPTION_MAX_LENGTH = SONG_DETAILS_REQUEST_DESCRIPTION_MAX_LENGTH;
export const PLAYLIST_DESCRIPTION_MIN_LENGTH = PLAYLIST_REQUEST_DESCRIPTION_MIN_LENGTH;

/** A curator's prices when they give none, in whole VibeCoins. */
export const DEFAULT_REVIEW_PRICE = 25;
export const DEFAULT_PLACEMENT_PRICE = 150;

/** Tooltips open after 0.7 s, and straight away for 0.3 s after another one closed. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Height of an embedded streaming player (and of the landing page's illustration of one). */
export const EMBEDDED_PLAYER_HEIGHT_PX = 152;

/** After an artist becomes a curator the page reloads, so that the app starts over with the new role. */
export const CURATOR_UPGRADE_RELOAD_DELAY_MS = 2000;

/**
 * Spec section 9: a view that shows the balance reads it every 10 s. The navigation's balance chip
 * is on every signed-in screen, so the balance is read every 10 s wherever the user is.
 */
export const BALANCE_POLL_MS = 10_000;
