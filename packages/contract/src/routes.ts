/**
 * @casino/contract/routes: the schema-free runtime view of the contract, for clients that only
 * send calls (the player site). Every service object of the main entry has a same-named table
 * here whose routes hold `method`, `path` and `access` only, generated from the definitions
 * (`src/routes.generated.ts`); each route keeps its endpoint's full type as a phantom, so
 * `ParamsOf`, `QueryOf`, `BodyOf`, `ResultOf` and `buildPath` type it as they type the endpoint.
 *
 * It also carries the one HTTP client of the contract (`createApiClient`, src/client.ts) and the
 * vocabulary (src/vocabulary: lists, reasons, statuses and the socket protocol).
 *
 * Nothing imported here loads TypeBox at runtime (`src/routes.test.ts` checks it): schemas,
 * entities and `defineEndpoint` stay on the main entry `@casino/contract`.
 */

export {
  type Access,
  API_PREFIX,
  type BodyOf,
  buildPath,
  type HttpMethod,
  type ParamsOf,
  type PathParamsArg,
  type QueryArg,
  type QueryOf,
  type ResultOf,
  SERVICE_PREFIXES,
  type ServiceTag,
} from './endpoint';
export { ApiError, readApiResult, type FieldCode } from './apiResult';
export {
  type ApiClient,
  type ApiClientOptions,
  type CallArgs,
  type CallOptions,
  createApiClient,
  UNREACHABLE_TEXT,
  type UrlOptions,
} from './client';
export { isErrorEnvelope } from './isErrorEnvelope';
export type { EndpointOf, Route, RouteRef, RoutesOf } from './route';
export {
  adminApi,
  authApi,
  backofficeApi,
  gpApi,
  kycApi,
  paymentsApi,
  platformApi,
  playersApi,
  sportsbookApi,
} from './routes.generated';
export { OFFER_IMAGES_PATH } from './offerImages';
export {
  DEFAULT_PROFILE_TAB,
  isProfileTab,
  PROFILE_TABS,
  type ProfileTab,
  profileTabLink,
  profileTabRedirect,
  SITE_LINKS,
} from './siteLinks';

// The vocabulary (lists, reasons, statuses and the socket protocol), written once: the entities'
// enums are built from it, and clients compare with and offer these values.
export * from './vocabulary';

// The sportsbook's names in words (pure functions, no schemas): the site's Bet History reads the
// platform's market and pick names as the widget does.
export {
  sportsbookInWords,
  sportsbookLineIn,
  sportsbookMarketText,
  sportsbookPickText,
  sportsbookRoundIn,
  type SportsbookTextRef,
} from './sportsbookTexts';

// The sportsbook widget contract (types only): the site hosts a widget script, the first-party
// widget implements it.
export type {
  SportsbookFeatures,
  SportsbookRedirect,
  SportsbookWidgetGlobal,
  SportsbookWidgetHandle,
  SportsbookWidgetOptions,
  SportsbookWidgetWindow,
} from './sportsbookWidget';

// The text catalogue's message codes (a type only; the catalogue itself is `@casino/contract/texts`):
// an error envelope's `messageCode` is one of them.
export type { MessageCode } from './texts/index';
