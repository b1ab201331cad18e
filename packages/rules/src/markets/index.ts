export { countryKey, marketOfCountry } from './countries';
export {
  ageOn,
  DEFAULT_MARKETS,
  MARKET_CODES,
  MARKET_PROFILES,
  parseMarkets,
  valueForAge,
  type ByAge,
  type MarketCode,
  type MarketProfile,
} from './profiles';
export { MARKET_RULES, marketRulesTable, type MarketRule } from './rules';
