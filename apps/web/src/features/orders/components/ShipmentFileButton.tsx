import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  ORDER_FILE_MESSAGES as F,
  isShipmentFileMall,
  orderFileEndpoints,
  TEXTS,
  todayJst,
  type ShipmentFileInput,
} from '@logi/shared';
import { DateRangeFields, ErrorPanel, RemoteSelect } from '../../../components/ui/index.ts';
import { shopSource } from '../../../lib/master-options/index.ts';
import { downloadFile } from '../../../lib/http/download.ts';

/**
 * 出荷連携ファイル: a shop and a ship-date range; the shop's mall (shop master) decides the file
 * (楽天 発送完了報告, Amazon 出荷通知, Yahoo! 出荷情報, Shopify), downloaded as the mall takes it.
 */
export function ShipmentFileButton() {
  const [opened, setOpened] = useState(false);
  const [shopId, setShopId] = useState<number | null>(null);
  const [range, setRange] = useState({
    from: todayJst() as string | null,
    to: todayJst() as string | null,
  });
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setOpened(false);
    setError(null);
  };
  const download = async () => {
    setRunning(true);
    setError(null);
    try {
      const body: ShipmentFileInput = {
        shopId: shopId!,
        shippedFrom: range.from ?? '',
        shippedTo: range.to ?? '',
      };
      await downloadFile(orderFileEndpoints.shipmentFile.path, body, `${F.shipmentFile}.csv`);
    } catch (refusal) {
      setError(refusal);
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {F.shipmentFile}
      </Button>
      <Modal opened={opened} onClose={close} title={F.shipmentFile}>
        <Stack gap="sm">
          <Text size="sm">
            {F.shipmentFileHint}
            {F.withoutTracking}
          </Text>
          <RemoteSelect
            label="ショップ"
            required
            source={shopSource}
            // Only shops whose mall takes a file, the mall named: it decides the layout.
            where={(shop) => isShipmentFileMall(shop.mall)}
            optionLabel={(shop) => `${shop.code} ${shop.name}（${shop.mall}）`}
            value={shopId}
            onChange={(next) => {
              setShopId(next);
              setError(null);
            }}
          />
          <DateRangeFields
            label="出荷日"
            fromLabel={F.shippedFrom}
            toLabel={F.shippedTo}
            value={range}
            onChange={(next) => {
              setRange(next);
              setError(null);
            }}
          />
          <ErrorPanel error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {TEXTS.close}
            </Button>
            <Button
              disabled={shopId === null || !range.from || !range.to}
              loading={running}
              onClick={() => void download()}
            >
              {F.download}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
