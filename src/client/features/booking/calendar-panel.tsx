import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import type { Locale } from '../../../shared/locale';
import 'react-day-picker/style.css';

export type CalendarPanelProps = {
  selected: Date | undefined;
  defaultMonth: Date;
  onSelect: (day: Date | undefined) => void;
  isDisabled: (day: Date) => boolean;
  before: Date;
  /** The page's language: Spanish month and day names, and Spanish labels for screen readers. */
  locale: Locale;
};

/**
 * The library's blue accent is unreadable on the dark theme: amber on zinc-900 instead (the today
 * marker, month arrows and selected day; 10:1 and more, WCAG AA asks 4.5:1).
 */
const THEME = {
  '--rdp-accent-color': '#fbbf24',
  '--rdp-accent-background-color': '#451a03',
  '--rdp-today-color': '#fcd34d',
  '--rdp-disabled-opacity': '0.4',
} as CSSProperties;

/** The calendar itself: loaded when the date field is first opened, so the wizard's first paint stays light. */
export default function CalendarPanel({
  selected,
  defaultMonth,
  onSelect,
  isDisabled,
  before,
  locale,
}: CalendarPanelProps) {
  return (
    <DayPicker
      {...(locale === 'es' ? { locale: es } : {})}
      mode="single"
      style={THEME}
      modifiersClassNames={{ today: 'font-extrabold underline underline-offset-4', disabled: 'line-through' }}
      autoFocus
      selected={selected}
      defaultMonth={defaultMonth}
      onSelect={onSelect}
      disabled={[{ before }, isDisabled]}
    />
  );
}
