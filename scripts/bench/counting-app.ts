// The list benches' second server: the same app on a database handle of its own that keeps no
// filter's count, so every page counts its matches, as each new filter's first page does. The
// bounds are the handle's (keepMatchCountsFor for products, keepListValuesFor for the lists of
// read-models/lists), set here: the app keeps its counts as in production.
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { keepMatchCountsFor } from '../../apps/server/src/modules/products/kept-match-counts.ts';
import { keepListValuesFor } from '../../apps/server/src/read-models/lists/kept-by-tag.ts';
import type { DemoAccount } from '../../apps/server/src/modules/idp/demo-accounts.ts';
import { signIn } from '../../apps/server/src/test/sign-in.ts';
import { startAppOn } from '../../apps/server/src/test/start-app.ts';

/** The app counting every time on the database at `url`, signed in as `account`. */
export async function startCountingApp(url: string, account: DemoAccount) {
  const { db, pool } = createDatabase(url);
  keepMatchCountsFor(db, 0);
  keepListValuesFor(db, 0);
  const started = await startAppOn(db);
  const { jar } = await signIn(started.baseUrl, account);
  return {
    db,
    baseUrl: started.baseUrl,
    cookie: jar.header(),
    async close() {
      await started.app.close();
      await pool.end();
    },
  };
}
