import type { Executor } from '../client';
import { coinNetworks, coins, networkFees, type NetworkFeeLevelName } from '../schema';

type Fees = Record<NetworkFeeLevelName, bigint>;

/**
 * The coins and networks withdrawals can be received in, with the network fee of each level in
 * minor units at two decimals (a flat fee in the player's currency: 150n is 1.50).
 */
export const COINS: { code: string; name: string; networks: { network: string; name: string; fees: Fees }[] }[] = [
  {
    code: 'BTC',
    name: 'Bitcoin',
    networks: [
      { network: 'BTC', name: 'Bitcoin', fees: { low: 250n, medium: 500n, high: 800n } },
      { network: 'BEP20', name: 'BNB Smart Chain (BEP20)', fees: { low: 30n, medium: 50n, high: 80n } },
    ],
  },
  {
    code: 'ETH',
    name: 'Ethereum',
    networks: [
      { network: 'ERC20', name: 'Ethereum (ERC20)', fees: { low: 150n, medium: 300n, high: 500n } },
      { network: 'ARBITRUM', name: 'Arbitrum One', fees: { low: 20n, medium: 40n, high: 60n } },
      { network: 'BEP20', name: 'BNB Smart Chain (BEP20)', fees: { low: 30n, medium: 50n, high: 80n } },
    ],
  },
  {
    code: 'USDT',
    name: 'Tether',
    networks: [
      { network: 'TRC20', name: 'Tron (TRC20)', fees: { low: 100n, medium: 150n, high: 200n } },
      { network: 'ERC20', name: 'Ethereum (ERC20)', fees: { low: 200n, medium: 400n, high: 600n } },
      { network: 'BEP20', name: 'BNB Smart Chain (BEP20)', fees: { low: 30n, medium: 50n, high: 80n } },
    ],
  },
  {
    code: 'LTC',
    name: 'Litecoin',
    networks: [{ network: 'LTC', name: 'Litecoin', fees: { low: 5n, medium: 10n, high: 20n } }],
  },
];

/** Inserts the coins, networks and fees that are missing (never changes an existing fee). */
export async function seedPayments(db: Executor): Promise<void> {
  await db
    .insert(coins)
    .values(COINS.map((coin, position) => ({ code: coin.code, name: coin.name, position })))
    .onConflictDoNothing();
  await db
    .insert(coinNetworks)
    .values(
      COINS.flatMap((coin) =>
        coin.networks.map((network, position) => ({
          coinCode: coin.code,
          network: network.network,
          name: network.name,
          position,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(networkFees)
    .values(
      COINS.flatMap((coin) =>
        coin.networks.flatMap((network) =>
          (Object.entries(network.fees) as [NetworkFeeLevelName, bigint][]).map(([level, fee]) => ({
            coinCode: coin.code,
            network: network.network,
            level,
            fee,
          })),
        ),
      ),
    )
    .onConflictDoNothing();
}
