import type { UseFormReturnType } from '@mantine/form';

type IdFields<V> = { [K in keyof V]: V[K] extends number | null ? K : never }[keyof V] & string;

/**
 * A RemoteSelect bound to a form's id field: the field's input props (its error, and its check on
 * blur), with the id itself as the value (the select speaks ids, the form's inputs strings).
 */
export function idFieldProps<V>(form: UseFormReturnType<V>, field: IdFields<V>) {
  const setId = form.setFieldValue as (path: string, id: number | null) => void;
  return {
    ...form.getInputProps(field),
    value: form.values[field] as number | null,
    onChange: (id: number | null) => setId(field, id),
  };
}
