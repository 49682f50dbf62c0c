/**
 * Size limits of the API contract that both sides need (no zod here: the renderer imports it).
 *
 * A save file moves in parts (issue 19: a game past about 1,000 actions exported to more than
 * one message may carry). A part stays under the web host's 1 MiB message limit
 * (electron/web-host/server.ts) whatever the text holds: JSON writes a character as at most 6
 * bytes (`\u001f`), and 6 x 160,000 leaves room for the envelope.
 */
export const SAVE_PART_CHARS = 160_000;

/** The largest save file in the older layout (one JSON text) imported; files in lines (what Arbiter exports) have no such limit. */
export const SAVE_FILE_MAX_CHARS = 64_000_000;
