import { Fragment, type ReactNode } from 'react';
import { TextInput, type ComboboxData } from '@mantine/core';
import type { MasterRow, MasterSource } from '../../lib/master-options/index.ts';
import { DateRangeFields, RemoteSelect, SelectField } from '../ui/index.ts';
import { FlagFilterField, KeywordField } from './ListFields.tsx';

/** One field of a list's search form, drawn from the draft and writing its patch back. */
export type SearchFieldSpec<F> = (draft: F, change: (patch: Partial<F>) => void) => ReactNode;

type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];

/** A list's search form from its fields, in order: what a master list's view names as `fields`. */
export function searchFields<F>(...specs: SearchFieldSpec<F>[]): SearchFieldSpec<F> {
  return (draft, change) => (
    <>
      {specs.map((spec, index) => (
        <Fragment key={index}>{spec(draft, change)}</Fragment>
      ))}
    </>
  );
}

/** The キーワード box over the `keyword` filter; the placeholder names what it matches. */
export function keywordFilter<F extends { keyword: string | null }>(
  placeholder: string,
  width: number,
): SearchFieldSpec<F> {
  return (draft, change) => (
    <KeywordField
      placeholder={placeholder}
      value={draft.keyword}
      onChange={(keyword) => change({ keyword } as Partial<F>)}
      width={width}
    />
  );
}

/** A clearable choice among fixed values (種別, ステータス); cleared means any. */
export function choiceFilter<F>(
  key: KeysOf<F, string | null>,
  label: string,
  data: ComboboxData,
  width: number,
): SearchFieldSpec<F> {
  return (draft, change) => (
    <SelectField
      label={label}
      data={data}
      value={draft[key] as string | null}
      onChange={(value) => change({ [key]: value } as Partial<F>)}
      clearable
      w={width}
    />
  );
}

/** A yes/no filter (利用, 有効, 公開状態) in the flag's own words; cleared means either. */
export function flagFilter<F>(
  key: KeysOf<F, boolean | null>,
  label: string,
  labels: { true: string; false: string },
  width: number,
): SearchFieldSpec<F> {
  return (draft, change) => (
    <FlagFilterField
      label={label}
      labels={labels}
      value={draft[key] as boolean | null}
      onChange={(value) => change({ [key]: value } as Partial<F>)}
      width={width}
    />
  );
}

/** A clearable master filter (ショップ, 倉庫, 仕入先) picked by id; every record, in use or not. */
export function masterFilter<F, Row extends MasterRow>(
  key: KeysOf<F, number | null>,
  label: string,
  source: MasterSource<Row>,
  width: number,
): SearchFieldSpec<F> {
  return (draft, change) => (
    <RemoteSelect
      label={label}
      clearable
      source={source}
      value={draft[key] as number | null}
      onChange={(id) => change({ [key]: id } as Partial<F>)}
      w={width}
    />
  );
}

/** A 開始日〜終了日 filter over two date keys; either end may stay open. */
export function dateRangeFilter<F>(
  label: string,
  from: KeysOf<F, string | null>,
  to: KeysOf<F, string | null>,
): SearchFieldSpec<F> {
  return (draft, change) => (
    <DateRangeFields
      label={label}
      value={{ from: draft[from] as string | null, to: draft[to] as string | null }}
      onChange={(range) => change({ [from]: range.from, [to]: range.to } as Partial<F>)}
    />
  );
}

/** A free-text filter on one key (受注番号, 商品コード); empty means any. */
export function textFilter<F>(
  key: KeysOf<F, string | null>,
  label: string,
  width: number,
): SearchFieldSpec<F> {
  return (draft, change) => (
    <TextInput
      label={label}
      value={(draft[key] as string | null) ?? ''}
      onChange={(event) => change({ [key]: event.currentTarget.value } as Partial<F>)}
      w={width}
    />
  );
}
