import type pg from 'pg';

export type SimAccount = { apiKey: string; apiSecret: string };

/**
 * The demo account: the demo seed's RSL setting carries these (its license key travels as
 * X-Api-Key, its service secret as X-Api-Secret).
 */
export const SIM_DEMO_ACCOUNT: SimAccount = {
  apiKey: 'SL-demo-license-key-7305',
  apiSecret: 'SP-demo-service-secret-4821',
};

export async function seedAccounts(pool: pg.Pool, accounts: SimAccount[]): Promise<void> {
  for (const { apiKey, apiSecret } of accounts) {
    await pool.query(
      `insert into accounts (api_key, api_secret) values ($1, $2)
       on conflict (api_key) do update set api_secret = excluded.api_secret`,
      [apiKey, apiSecret],
    );
  }
}
