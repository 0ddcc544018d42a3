import { useForm, type UseFormReturnType } from '@mantine/form';
import { zodFormResolver } from '../../lib/form/zod-form-resolver.ts';

type FormSchema = Parameters<typeof zodFormResolver>[0];

/**
 * The Mantine form of a resource page, validated by the shared zod schema (the server's own) on
 * blur and on submit, so the form says what the server would.
 */
export function useResourceForm<V extends Record<string, unknown>>(
  schema: FormSchema,
  initialValues: V,
): UseFormReturnType<V> {
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: zodFormResolver(schema),
    validateInputOnBlur: true,
  });
}
