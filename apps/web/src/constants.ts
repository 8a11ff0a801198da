// Business constants from the product spec (section 9) that the client itself enforces.

/** How long the "Authentication Required" toast shows before the browser goes to the sign-in page. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;

/** Toasts: one visible at a time, each shown for 5 s, dismissed by a 50 px swipe right, focused with F8. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export const PASSWORD_MIN_LENGTH = 6;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const BIO_MIN_LENGTH = 10;
/** The server's limits on profile fields (libs/identity/src/contracts/profile-fields.ts). */
export const DISPLAY_NAME_MAX_LENGTH = 60;
export const BIO_MAX_LENGTH = 1000;
export const LOCATION_MAX_LENGTH = 100;
/** The server's limit on a curator's feedback, on a request or a campaign. */
export const FEEDBACK_MAX_LENGTH = 2000;

/** At most 10 tags per song, playlist, tag picker and search filter. */
export const MAX_TAGS = 10;
/** A song card shows this many tags, then "+N more". */
export const SONG_CARD_TAG_PREVIEW = 5;

export const SONG_DESCRIPTION_MAX_LENGTH = 500;
export const PLAYLIST_DESCRIPTION_MIN_LENGTH = 10;

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
