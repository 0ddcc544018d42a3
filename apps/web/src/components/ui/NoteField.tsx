import { Textarea, type TextareaProps } from '@mantine/core';

/** A form's 備考: a growing text area at the forms' usual width (the caller spreads its input props). */
export function NoteField(props: TextareaProps) {
  return <Textarea label="備考" autosize minRows={2} maw={640} {...props} />;
}
