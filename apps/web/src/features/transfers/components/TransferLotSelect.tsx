import { TRANSFER_LABELS as L } from '@logi/shared';
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/ui/index.ts';
import { useSourceLots } from '../api/get-source-lots.ts';

type Props = {
  /** The source warehouse; none chosen yet: nothing to offer. */
  warehouseId: number | null;
  productId: number;
  productCode: string;
  value?: string | null;
  onChange: (lotNo: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
};

/** A ロット管理 line's lot: one of the source's lots with free pieces, or none (自動 = FEFO). */
export function TransferLotSelect({ warehouseId, productId, productCode, ...input }: Props) {
  const lots = useSourceLots(warehouseId, productId);
  const data = (lots.data ?? []).map((lot) => ({
    value: lot.lotNo,
    label: L.lotOption(lot.lotNo, lot.expiresOn, lot.free),
  }));
  return (
    <SelectField
      aria-label={`${productCode}の${L.lot}`}
      placeholder={L.lotAuto}
      data={data}
      clearable
      disabled={warehouseId === null}
      w={300}
      value={input.value ?? null}
      onChange={(lotNo) => input.onChange(lotNo || null)}
      onBlur={input.onBlur}
      error={input.error}
    />
  );
}
