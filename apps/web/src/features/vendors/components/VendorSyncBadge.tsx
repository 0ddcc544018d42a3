import { VENDOR_SYNC_STATUSES, type VendorSyncStatus } from '@logi/shared';
import { StateBadge } from '../../../components/ui/index.ts';

/** 連携状態: 未連携 / 連携済 / 連携エラー. */
export function VendorSyncBadge({ status }: { status: VendorSyncStatus }) {
  return <StateBadge state={VENDOR_SYNC_STATUSES[status]} variant="light" />;
}
