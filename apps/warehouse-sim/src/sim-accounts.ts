import type pg from 'pg';

export type SimAccount = { apiKey: string; apiSecret: string };

/**
 * The demo account of the first demo organisation: its RSL setting carries these (the license key
 * travels as X-Api-Key, the service secret as X-Api-Secret).
 */
export const SIM_DEMO_ACCOUNT: SimAccount = {
  apiKey: 'SL-demo-license-key-7305',
  apiSecret: 'SP-demo-service-secret-4821',
};

/** One account per demo organisation, in the demo seed's order (decision 036). */
export const SIM_DEMO_ACCOUNTS: readonly SimAccount[] = [
  SIM_DEMO_ACCOUNT,
  { apiKey: 'SL-demo-license-key-5182', apiSecret: 'SP-demo-service-secret-9067' },
];

export async function seedAccounts(pool: pg.Pool, accounts: SimAccount[]): Promise<void> {
  for (const { apiKey, apiSecret } of accounts) {
    await pool.query(
      `insert into accounts (api_key, api_secret) values ($1, $2)
       on conflict (api_key) do update set api_secret = excluded.api_secret`,
      [apiKey, apiSecret],
    );
  }
}
