import { Badge } from '@mantine/core';
import { VENDOR_SYNC_STATUSES, type VendorSyncStatus } from '@logi/shared';

/** 連携状態: 未連携 / 連携済 / 連携エラー. */
export function VendorSyncBadge({ status }: { status: VendorSyncStatus }) {
  const { label, color } = VENDOR_SYNC_STATUSES[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
