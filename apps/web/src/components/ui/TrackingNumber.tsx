import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { trackingLinkTitle, trackingUrl } from '@logi/shared';

/**
 * An お荷物伝票番号, linked to its carrier's tracking page in a new tab (ヤマト運輸, 佐川急便,
 * 日本郵便); other carriers' numbers stay text, none is '—'.
 */
export function TrackingNumber({
  carrier,
  trackingNumber,
}: {
  carrier: string | null;
  trackingNumber: string | null;
}) {
  if (!trackingNumber) return <>—</>;
  const url = trackingUrl(carrier, trackingNumber);
  if (!url) return <>{trackingNumber}</>;
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      title={trackingLinkTitle(carrier!)}
    >
      <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
        {trackingNumber}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
