import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

export type CalendarPanelProps = {
  selected: Date | undefined;
  defaultMonth: Date;
  onSelect: (day: Date | undefined) => void;
  isDisabled: (day: Date) => boolean;
  before: Date;
};

/** The calendar itself: loaded when the date field is first opened, so the wizard's first paint stays light. */
export default function CalendarPanel({ selected, defaultMonth, onSelect, isDisabled, before }: CalendarPanelProps) {
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={selected}
      defaultMonth={defaultMonth}
      onSelect={onSelect}
      disabled={[{ before }, isDisabled]}
    />
  );
}
