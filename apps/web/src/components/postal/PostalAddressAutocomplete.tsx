import { useEffect, useState, type ReactNode } from 'react';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { POSTAL_AUTOCOMPLETE_LIMIT, type AddressCandidate } from '@logi/postal';
import { DROPDOWN_MAX_HEIGHT } from '@logi/shared';
import { isApiError } from '../../lib/http/api-error.ts';
import { usePostalSearch } from './api/search-postal.ts';
import { formatCandidate, localRejection, noCandidatesMessage } from './postal-query.ts';

/** Long enough to skip most keystrokes, short enough to feel immediate. */
const DEBOUNCE_MS = 300;

export interface PostalAddressAutocompleteProps {
  /** The chosen candidate; the search box then empties itself. */
  onSelect: (candidate: AddressCandidate) => void;
  label?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
}

/** The server's message for q (a 422 rejection), or whatever went wrong. */
function searchErrorMessage(error: Error): string {
  if (isApiError(error)) {
    const messages = (error.body.errors as Record<string, string[]> | undefined)?.q;
    if (messages?.[0]) return messages[0];
  }
  return error.message;
}

/**
 * Spec §2: type a postal code or part of an address, get up to 100 candidates shown as
 * 〒 zip pref city town, choose one with the mouse or ↑ ↓ Enter (Esc closes).
 */
export function PostalAddressAutocomplete({
  onSelect,
  label = '住所検索',
  placeholder = '郵便番号または住所（例: 1000001、千代田区千代田）',
  disabled = false,
}: PostalAddressAutocompleteProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [input, setInput] = useState('');
  // Too-short input is normal while typing; it is only called out once the user leaves the box.
  const [touched, setTouched] = useState(false);
  const [query] = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const enabled = query !== '' && localRejection(query) === null;
  const search = usePostalSearch({ q: query, limit: POSTAL_AUTOCOMPLETE_LIMIT }, enabled);
  const candidates = enabled ? (search.data ?? []) : [];
  const typedAhead = input.trim() !== query && input.trim() !== '' && !localRejection(input);
  const nothingFound =
    enabled && search.isSuccess && !search.isPlaceholderData && candidates.length === 0;

  const inputRejection = input.trim() === '' ? null : localRejection(input);
  const error = enabled && search.error ? searchErrorMessage(search.error) : null;
  const fieldError = error ?? (touched ? inputRejection : null);

  // A new list must not keep the highlight of the old one (Enter would pick a stale row).
  const { resetSelectedOption } = combobox;
  useEffect(() => {
    resetSelectedOption();
  }, [search.data, resetSelectedOption]);

  const choose = (value: string) => {
    const candidate = candidates[Number(value)];
    if (!candidate) return;
    onSelect(candidate);
    setInput('');
    setTouched(false);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} disabled={disabled}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={input}
          disabled={disabled}
          error={fieldError}
          leftSection={<IconSearch size={16} />}
          rightSection={
            search.isFetching || typedAhead ? (
              <Loader size={16} aria-label="検索中" data-testid="postal-search-loading" />
            ) : null
          }
          autoComplete="off"
          // The debounced query the list answers: tests wait for it instead of for the clock.
          data-query={query}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setInput(next);
            if (next.trim() === '') setTouched(false);
            combobox.openDropdown();
          }}
          onKeyDown={(event) => {
            // Enter picks a highlighted candidate (Combobox) and never submits the form around.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            if (input.trim() !== '') setTouched(true);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown
        hidden={candidates.length === 0 && !nothingFound}
        data-testid="postal-candidates"
      >
        <Combobox.Options
          mah={DROPDOWN_MAX_HEIGHT}
          aria-busy={search.isFetching}
          // The previous query's rows stay (dimmed) until the new ones arrive.
          style={{ overflowY: 'auto', opacity: search.isPlaceholderData ? 0.6 : 1 }}
        >
          {candidates.map((candidate, index) => (
            <Combobox.Option value={String(index)} key={`${candidate.zipcode}-${index}`}>
              {formatCandidate(candidate)}
            </Combobox.Option>
          ))}
          {nothingFound ? <Combobox.Empty>{noCandidatesMessage(query)}</Combobox.Empty> : null}
        </Combobox.Options>
        {candidates.length >= POSTAL_AUTOCOMPLETE_LIMIT ? (
          <Combobox.Footer fz="xs" c="dimmed">
            先頭の{POSTAL_AUTOCOMPLETE_LIMIT}件を表示しています。続けて入力すると絞り込めます。
          </Combobox.Footer>
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  );
}
