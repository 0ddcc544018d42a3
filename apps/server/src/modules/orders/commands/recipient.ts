import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope, type OrganisationScope } from '../../../db/organisation-scope.ts';

export type RecipientFix = {
  recipientName: string;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  building: string | null;
  phone: string;
};

/** お届け先 corrected (出荷不可リスト); the operator has checked it, so no mismatch flag stays. */
export async function fixRecipient(
  tx: Tx,
  scope: OrganisationScope,
  orderId: number,
  fix: RecipientFix,
) {
  await tx.execute(sql`update orders set recipient_name = ${fix.recipientName},
       postal_code = ${fix.postalCode}, prefecture = ${fix.prefecture}, city = ${fix.city},
       town = ${fix.town}, building = ${fix.building}, phone = ${fix.phone},
       postal_mismatch = false, version = version + 1, updated_at = now()
     where ${inScope('orders', scope, sql`orders.id = ${orderId}`)}`);
}
