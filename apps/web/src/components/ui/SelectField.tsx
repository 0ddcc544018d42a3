import { Select, type SelectProps } from '@mantine/core';
import { DROPDOWN_MAX_HEIGHT, TEXTS } from '@logi/shared';

/** Mantine Select with the spec's 選択してください placeholder and 300 px dropdown, even outside the theme. */
export function SelectField(props: SelectProps) {
  return (
    <Select
      placeholder={TEXTS.selectPlaceholder}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      nothingFoundMessage="該当する項目がありません"
      {...props}
    />
  );
}
