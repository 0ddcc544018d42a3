import {
  createTheme,
  type AutocompleteProps,
  type CSSVariablesResolver,
  type FlexProps,
  type MantineThemeComponent,
  type MenuProps,
  type ModalProps,
  type PasswordInputProps,
  type MultiSelectProps,
  type NotificationProps,
  type PopoverProps,
  type SelectProps,
  type TableProps,
  type TagsInputProps,
  type TextareaProps,
} from '@mantine/core';
import dayjs from 'dayjs';
import type {
  DateInputProps,
  DatePickerInputProps,
  DatePickerProps,
  DatesProviderSettings,
} from '@mantine/dates';
import { DATE_INPUT_FORMAT, parseTypedDate } from '../components/ui/date-input-format.ts';
import { DROPDOWN_MAX_HEIGHT, TEXTS } from '@logi/shared';

/** Spec §2 date pickers: Japanese, week from Sunday, only Sunday is a weekend day. */
export const datesSettings: DatesProviderSettings = {
  locale: 'ja',
  firstDayOfWeek: 0,
  weekendDays: [0],
};

const JAPANESE_FONT_STACK =
  "'Noto Sans JP', 'Noto Sans CJK JP', 'Hiragino Kaku Gothic ProN', 'Hiragino Sans', Meiryo, system-ui, -apple-system, 'Segoe UI', sans-serif";

// Japanese calendar headings and day names (2025年3月, 2025年3月9日) instead of "3月 2025".
const calendarLabels = {
  monthLabelFormat: 'YYYY年M月',
  yearLabelFormat: 'YYYY年',
  decadeLabelFormat: 'YYYY',
  getDayAriaLabel: (date: string) => dayjs(date).format('YYYY年M月D日'),
  // The calendar's ‹ › buttons are named for screen readers (axe: button-name).
  previousLabel: '前へ',
  nextLabel: '次へ',
};

// Every clearable field's × button needs a name for screen readers.
const clearButtonProps = { 'aria-label': TEXTS.clear };

const dateInputDefaults = { valueFormat: DATE_INPUT_FORMAT, clearButtonProps, ...calendarLabels };

/**
 * A component's theme defaults, typed by its props. The component itself is not imported: an import
 * here would pull every themed component (date pickers, multi-selects…) into the first chunk.
 */
function themed<Props>(
  defaultProps: Partial<Props>,
  rest: Omit<MantineThemeComponent, 'defaultProps'> = {},
): MantineThemeComponent {
  return { ...rest, defaultProps };
}

export const theme = createTheme({
  primaryColor: 'red',
  // Shade 9 (#c92a2a) is the lightest red that white text, and red text on white, read at WCAG AA
  // (4.5:1); shade 7 was 3.84:1.
  primaryShade: { light: 9, dark: 8 },
  fontFamily: JAPANESE_FONT_STACK,
  headings: { fontFamily: JAPANESE_FONT_STACK },
  components: {
    Table: themed<TableProps>(
      {
        withTableBorder: true,
        withColumnBorders: true,
        verticalSpacing: 'xs',
        horizontalSpacing: 'xs',
        fz: 16,
      },
      // White in light mode; the body colour in dark mode (--mantine-color-body covers both).
      { styles: { table: { backgroundColor: 'var(--mantine-color-body)' } } },
    ),
    Textarea: themed<TextareaProps>({ rows: 3, minRows: 3 }),
    // Icon-only buttons Mantine draws get Japanese names for screen readers.
    Modal: themed<ModalProps>({ closeButtonProps: { 'aria-label': TEXTS.close } }),
    Notification: themed<NotificationProps>({ closeButtonProps: { 'aria-label': TEXTS.close } }),
    PasswordInput: themed<PasswordInputProps>({
      visibilityToggleButtonProps: { 'aria-label': TEXTS.togglePasswordVisibility },
    }),
    Popover: themed<PopoverProps>({ withArrow: true }),
    // Mantine's focus placeholder is a tabbable div inside role="menu", which ARIA does not allow.
    Menu: themed<MenuProps>({ withInitialFocusPlaceholder: false }),
    Flex: themed<FlexProps>({ justify: 'center', align: 'center' }),
    Select: themed<SelectProps>({
      maxDropdownHeight: DROPDOWN_MAX_HEIGHT,
      placeholder: TEXTS.selectPlaceholder,
      clearButtonProps,
    }),
    MultiSelect: themed<MultiSelectProps>({
      maxDropdownHeight: DROPDOWN_MAX_HEIGHT,
      clearButtonProps,
    }),
    Autocomplete: themed<AutocompleteProps>({
      maxDropdownHeight: DROPDOWN_MAX_HEIGHT,
      clearButtonProps,
    }),
    TagsInput: themed<TagsInputProps>({ maxDropdownHeight: DROPDOWN_MAX_HEIGHT, clearButtonProps }),
    // A status badge in a narrow table column was cut to 「販売…」: its label may shrink to nothing
    // (a flex item with hidden overflow). A badge keeps its whole text; the column widens instead.
    // Status badges stay readable: at least 12 px whatever their size.
    Badge: {
      styles: { label: { overflow: 'visible' } },
      vars: (_theme: unknown, props: { size?: unknown }) => ({
        root: { '--badge-fz': props.size === 'lg' || props.size === 'xl' ? undefined : '12px' },
      }),
    },
    // Hand-built comboboxes have no maxDropdownHeight prop: cap their options list instead.
    Combobox: { styles: { options: { maxHeight: DROPDOWN_MAX_HEIGHT, overflowY: 'auto' } } },
    DateInput: themed<DateInputProps>({ ...dateInputDefaults, dateParser: parseTypedDate }),
    DatePickerInput: themed<DatePickerInputProps>(dateInputDefaults),
    DatePicker: themed<DatePickerProps>(calendarLabels),
  },
});

/** Text colours of light and outline badges of the bright hues, at 4.5:1 or more on their tint. */
const READABLE_TINT_TEXT: Record<string, string> = {
  orange: '#a63a06',
  teal: '#06664a',
  yellow: '#7a5200',
  lime: '#4a6b0a',
  green: '#236b2e',
  cyan: '#0a6577',
};

/** Mantine's dimmed grey is below WCAG AA on white (gray.6, 3.3:1) and on dark cards; one shade further passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A form field's error text: Mantine's red.6 was 3.3:1 on white; red.9 is 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Orange, teal and yellow text on their light tint or on white was 2.9–4.3:1; these reach AA.
    ...Object.fromEntries(
      Object.entries(READABLE_TINT_TEXT).flatMap(([color, value]) => [
        [`--mantine-color-${color}-light-color`, value],
        [`--mantine-color-${color}-outline`, value],
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Mantine's red.8 was 3.4:1 on the dark body; red.4 (the dark link colour) is 6.7:1.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // Violet outline (the 同梱候補 badge) was violet.5, 4.0:1 on a dark row; violet.3 passes.
    '--mantine-color-violet-outline': 'var(--mantine-color-violet-3)',
  },
});
