export { countryKey, marketOfCountry } from './countries';
export {
  ageOn,
  DEFAULT_MARKETS,
  MARKET_CODES,
  MARKET_PROFILES,
  parseMarkets,
  valueForAge,
  YOUNG_ADULT_UNTIL_AGE,
  type ByAge,
  type MarketCode,
  type MarketProfile,
} from './profiles';
export { MARKET_RULES, marketRulesTable, type MarketRule } from './rules';
