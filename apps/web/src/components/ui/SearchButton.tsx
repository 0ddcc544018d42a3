import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TEXTS } from '@logi/shared';

export interface SearchButtonProps {
  /** Without onClick it submits the surrounding search form. */
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
}

/** The 検索 button of search forms (spec §2). */
export function SearchButton({ onClick, loading = false, disabled = false }: SearchButtonProps) {
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      loading={loading}
      disabled={disabled}
      leftSection={<IconSearch size={18} />}
      miw={120}
    >
      {TEXTS.search}
    </Button>
  );
}
