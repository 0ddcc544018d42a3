import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TEXTS } from '@logi/shared';

/** Either a link to the register page (`to`) or a plain button (`onClick`). */
export type RegisterButtonProps =
  { to: string; onClick?: never } | { onClick: () => void; to?: never };

const icon = <IconPlus size={18} />;

/** The 新規登録 button of list pages (spec §2). */
export function RegisterButton(props: RegisterButtonProps) {
  if (props.to !== undefined) {
    return (
      <Button component={Link} to={props.to} leftSection={icon}>
        {TEXTS.register}
      </Button>
    );
  }
  return (
    <Button onClick={props.onClick} leftSection={icon}>
      {TEXTS.register}
    </Button>
  );
}
