import {
  type CSSVariablesResolver,
  Autocomplete,
  Combobox,
  createTheme,
  Flex,
  Menu,
  MultiSelect,
  Popover,
  Select,
  Table,
  TagsInput,
  Textarea,
} from '@mantine/core';
import dayjs from 'dayjs';
import { DateInput, DatePicker, DatePickerInput, type DatesProviderSettings } from '@mantine/dates';
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
};

// Every clearable field's × button needs a name for screen readers.
const clearButtonProps = { 'aria-label': TEXTS.clear };

const dateInputDefaults = { valueFormat: DATE_INPUT_FORMAT, clearButtonProps, ...calendarLabels };

export const theme = createTheme({
  primaryColor: 'red',
  // Shade 9 (#c92a2a) is the lightest red that white text, and red text on white, read at WCAG AA
  // (4.5:1); shade 7 was 3.84:1.
  primaryShade: { light: 9, dark: 8 },
  fontFamily: JAPANESE_FONT_STACK,
  headings: { fontFamily: JAPANESE_FONT_STACK },
  components: {
    Table: Table.extend({
      defaultProps: {
        withTableBorder: true,
        withColumnBorders: true,
        verticalSpacing: 'xs',
        horizontalSpacing: 'xs',
        fz: 16,
      },
      // White in light mode; the body colour in dark mode (--mantine-color-body covers both).
      styles: { table: { backgroundColor: 'var(--mantine-color-body)' } },
    }),
    Textarea: Textarea.extend({ defaultProps: { rows: 3, minRows: 3 } }),
    Popover: Popover.extend({ defaultProps: { withArrow: true } }),
    // Mantine's focus placeholder is a tabbable div inside role="menu", which ARIA does not allow.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    Flex: Flex.extend({ defaultProps: { justify: 'center', align: 'center' } }),
    Select: Select.extend({
      defaultProps: {
        maxDropdownHeight: DROPDOWN_MAX_HEIGHT,
        placeholder: TEXTS.selectPlaceholder,
        clearButtonProps,
      },
    }),
    MultiSelect: MultiSelect.extend({
      defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT, clearButtonProps },
    }),
    Autocomplete: Autocomplete.extend({
      defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT, clearButtonProps },
    }),
    TagsInput: TagsInput.extend({
      defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT, clearButtonProps },
    }),
    // Hand-built comboboxes have no maxDropdownHeight prop: cap their options list instead.
    Combobox: Combobox.extend({
      styles: { options: { maxHeight: DROPDOWN_MAX_HEIGHT, overflowY: 'auto' } },
    }),
    DateInput: DateInput.extend({
      defaultProps: { ...dateInputDefaults, dateParser: parseTypedDate },
    }),
    DatePickerInput: DatePickerInput.extend({ defaultProps: dateInputDefaults }),
    DatePicker: DatePicker.extend({ defaultProps: calendarLabels }),
  },
});

/** Mantine's dimmed grey is below WCAG AA on white (gray.6, 3.3:1) and on dark cards; one shade further passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
