import { Fragment, type ReactNode } from 'react';
import type { ComboboxData } from '@mantine/core';
import { SelectField } from '../ui/index.ts';
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
