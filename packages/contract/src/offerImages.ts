/**
 * Where the platform serves the card it draws for an offer that has no picture of the operator's
 * own: `${OFFER_IMAGES_PATH}{uuid}.svg`, the offer's `image`. Its words are English unless the
 * query names a language (`?lanCode=de_DE`), so a site shows the card in the player's language.
 */
export const OFFER_IMAGES_PATH = '/api/auth/bonuses/images/';
