import { Group, NumberInput } from '@mantine/core';
import {
  STOCK_LOCATION_LABELS as L,
  STOCK_LOT_LABELS as LOT,
  STOCK_MESSAGES,
  stockRelocateSchema,
  type LocationDto,
  type StockDto,
  type StockRelocate,
} from '@logi/shared';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import { FieldLabel, NoteField, SelectField } from '../../../components/ui/index.ts';

type Fields = {
  stockId: number;
  fromLocationId: number | null;
  toLocationId: number | null;
  quantity: number | string;
  /** A ロット管理 row's lot to move ('' is ロット不明); null: the source's lots first expiry first. */
  lotNo: string | null;
  note: string;
  version: number;
};

type Props = {
  stock: StockDto;
  /** The shelves of the row's warehouse, in route order. */
  shelves: LocationDto[];
  save: (values: StockRelocate) => Promise<StockDto>;
  onSaved: () => void;
  onCancel: () => void;
};

// Select values are strings; 棚番未設定 (no shelf) is this one.
const UNPLACED = 'unplaced';
const toValue = (id: number | null) => (id === null ? UNPLACED : String(id));
const fromValue = (value: string | null) =>
  value === null ? undefined : value === UNPLACED ? null : Number(value);

// The lot select: 'any' is no lot (first expiry first); a lot's value is prefixed, as '' is ロット不明.
const ANY_LOT = 'any';
const lotValue = (lotNo: string | null) => (lotNo === null ? ANY_LOT : `lot:${lotNo}`);

/** The lots lying at the source (a ロット管理 row), with their pieces there. */
function lotsAt(stock: StockDto, source: number | null | undefined) {
  return (stock.lots ?? []).flatMap((lot) => {
    const at = lot.shelves
      ? (lot.shelves.find((shelf) => shelf.locationId === (source ?? null))?.onHand ?? 0)
      : source === null
        ? lot.onHand
        : 0;
    if (at === 0) return [];
    const name = lot.lotNo === '' ? STOCK_MESSAGES.unknownLot : lot.lotNo;
    const expiry = lot.expiresOn ? ` ${LOT.expiresOn} ${lot.expiresOn}` : '';
    return [
      { value: lotValue(lot.lotNo), label: `${name}（${at.toLocaleString('ja-JP')}）${expiry}` },
    ];
  });
}

/** 棚移動: a source holding free pieces, a target shelf, how many; sent with the version loaded. */
export function StockRelocateForm({ stock, shelves, ...handlers }: Props) {
  const places = stock.places ?? [
    {
      locationId: null,
      code: null,
      free: stock.onHand - stock.allocated,
    },
  ];
  const sources = places
    .filter((place) => place.free > 0)
    .map((place) => ({
      value: toValue(place.locationId),
      label: `${place.code ?? L.unplaced}（${L.free}: ${place.free.toLocaleString('ja-JP')}）`,
    }));
  const form = useResourceForm<Fields>(stockRelocateSchema, {
    stockId: stock.id,
    fromLocationId: places.find((place) => place.free > 0)?.locationId ?? null,
    toLocationId: null,
    quantity: '',
    lotNo: null,
    note: '',
    version: stock.version,
  });
  const targets = shelves
    .filter((shelf) => shelf.id !== form.values.fromLocationId)
    .map((shelf) => ({ value: String(shelf.id), label: `${shelf.code} ${shelf.name}` }));
  const from = form.getInputProps('fromLocationId');
  const to = form.getInputProps('toLocationId');
  return (
    <ResourceForm form={form} schema={stockRelocateSchema} {...handlers}>
      <Group align="flex-start">
        <SelectField
          label={<FieldLabel required>{L.from}</FieldLabel>}
          data={sources}
          w={280}
          {...from}
          value={
            form.values.fromLocationId === undefined ? null : toValue(form.values.fromLocationId)
          }
          onChange={(value) => {
            form.setFieldValue('fromLocationId', fromValue(value) ?? null);
            form.setFieldValue('lotNo', null);
          }}
        />
        <SelectField
          label={<FieldLabel required>{L.to}</FieldLabel>}
          data={targets}
          w={280}
          {...to}
          value={form.values.toLocationId === null ? null : String(form.values.toLocationId)}
          onChange={(value) =>
            form.setFieldValue('toLocationId', value === null ? null : Number(value))
          }
        />
        <NumberInput
          label={<FieldLabel required>{L.quantity}</FieldLabel>}
          min={1}
          allowDecimal={false}
          thousandSeparator=","
          w={160}
          {...form.getInputProps('quantity')}
        />
      </Group>
      {stock.lots && (
        <SelectField
          label={LOT.relocateLot}
          data={[
            { value: ANY_LOT, label: LOT.anyLot },
            ...lotsAt(stock, form.values.fromLocationId),
          ]}
          w={420}
          allowDeselect={false}
          {...form.getInputProps('lotNo')}
          value={lotValue(form.values.lotNo)}
          onChange={(value) =>
            form.setFieldValue('lotNo', !value || value === ANY_LOT ? null : value.slice(4))
          }
        />
      )}
      <NoteField {...form.getInputProps('note')} />
    </ResourceForm>
  );
}
