import { useForm, type UseFormReturnType } from '@mantine/form';
import { zodFormResolver } from '../../lib/form/zod-form-resolver.ts';

type FormSchema = Parameters<typeof zodFormResolver>[0];

/**
 * Leaving a field shows what is wrong with it but never clears an error: a refused save's message
 * stays until the value changes (Mantine clears it on change). Clearing it on blur moved the buttons
 * under the pointer between press and release, so the click that left the field (キャンセル, 保存)
 * was lost.
 */
export function validateOnBlur<V>(form: UseFormReturnType<V>, path: string): void {
  if (!form.isValid(path)) form.validateField(path);
}

/**
 * The Mantine form of a resource page, validated by the shared zod schema (the server's own) on
 * blur and on submit, so the form says what the server would. Controlled: a field needs no
 * `key={form.key(…)}` (its key never changes in this mode); a field in a list keeps a React key.
 */
export function useResourceForm<V extends Record<string, unknown>>(
  schema: FormSchema,
  initialValues: V,
): UseFormReturnType<V> {
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: zodFormResolver(schema),
    enhanceGetInputProps: ({ field, options, form }) =>
      options.withFocus ? { onBlur: () => validateOnBlur(form, String(field)) } : {},
  });
}
