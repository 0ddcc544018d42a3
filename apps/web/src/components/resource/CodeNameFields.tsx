import { Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { requiredLabel } from '../ui/index.ts';

type Props<V extends { code: string; name: string }> = {
  form: UseFormReturnType<V>;
  labels: { code: string; name: string };
  /** What a code may hold, under its field (e.g. 半角英数字とハイフン). */
  codeHint: string;
};

/** A master's required コード and 名称 side by side, as the first row of its form. */
export function CodeNameFields<V extends { code: string; name: string }>({
  form,
  labels,
  codeHint,
}: Props<V>) {
  return (
    <Group grow align="flex-start" maw={720}>
      <TextInput
        {...requiredLabel(labels.code)}
        description={codeHint}
        {...form.getInputProps('code')}
      />
      <TextInput {...requiredLabel(labels.name)} {...form.getInputProps('name')} />
    </Group>
  );
}
