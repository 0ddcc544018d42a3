import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import { RICH_TEXT_LABELS } from './rich-text-labels.ts';

export type RichTextFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: ReactNode;
  disabled?: boolean;
};

// Only what the server's sanitising policy keeps: no images, no horizontal rules, h2–h4.
const extensions = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, horizontalRule: false, link: false }),
  Link.configure({ openOnClick: false }),
];

/** The notification body editor (HTML), with the form's blur validation. */
export default function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: RichTextFieldProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions,
    // The editable area is the field (role textbox): it takes its name from the visible label.
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true' } },
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => onBlur(),
  });

  // Values set from outside (a loaded record, a reset) replace the document. Tiptap may hand out an
  // instance it has already destroyed (created during a render React discarded); skip it, a fresh
  // one follows.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML())
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error}>
      <RichTextEditor
        editor={editor}
        labels={RICH_TEXT_LABELS}
        data-testid="notification-content-editor"
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
