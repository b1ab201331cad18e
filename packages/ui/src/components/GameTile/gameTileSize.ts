/**
 * The game image's intrinsic size: 4:3. The tile reserves this shape before the image loads (and keeps it
 * for the placeholder), so nothing moves when images arrive.
 */
export const gameTileImageSize = { width: 400, height: 300 } as const;

/** The caption under the image (name and provider lines, padding, border), in rem: a fixed height too. */
export const gameTileCaptionRem = 3.5;
