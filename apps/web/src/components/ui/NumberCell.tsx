import { Table, type TableTdProps, type TableThProps } from '@mantine/core';

const NUMBER_STYLE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A quantity or amount in a plain table: right-aligned, one line, digits in columns. */
export function NumberTd(props: TableTdProps) {
  return <Table.Td ta="right" style={NUMBER_STYLE} {...props} />;
}

/** The heading of a number column, aligned with its figures. */
export function NumberTh(props: TableThProps) {
  return <Table.Th ta="right" {...props} />;
}

/** A NumberInput's figures, right-aligned as in the cells around it. */
export const NUMBER_INPUT_STYLES = { input: { textAlign: 'right' } } as const;
