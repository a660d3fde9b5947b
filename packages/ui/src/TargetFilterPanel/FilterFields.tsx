import { useState } from 'react';
import { isFilterGroupUnrestricted, type FilterGroupDefinition } from '@switchboard/domain';
import { TextField } from '../TextField';
import { targetFilterTexts as texts } from './TargetFilterPanel.texts';
import { AllTag, Choice, Group, Legend, Options } from './TargetFilterPanel.styles';

export interface CheckboxGroupProps<V extends string> {
  group: FilterGroupDefinition<V>;
  selected: readonly V[];
  onChange: (next: V[]) => void;
}

/**
 * A multi-select filter group. Nothing selected means every option (spec §3), so the legend
 * then reads "All"; so it does when every option is ticked.
 */
export function CheckboxGroup<V extends string>({
  group,
  selected,
  onChange,
}: CheckboxGroupProps<V>) {
  const toggle = (value: V, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((item) => item !== value);
    // Keep the group's order so equal selections compare equal.
    onChange(group.options.map((option) => option.value).filter((item) => next.includes(item)));
  };
  return (
    <Group>
      <Legend>
        {group.label}
        {isFilterGroupUnrestricted(selected, group) && <AllTag>{texts.all}</AllTag>}
      </Legend>
      <Options>
        {group.options.map((option) => (
          <Choice key={option.value}>
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </Choice>
        ))}
      </Options>
    </Group>
  );
}

export interface NumberFieldProps {
  label: string;
  value: number | null | undefined;
  /** Called with whole numbers within [min, max] only; null when cleared and `nullable`. */
  onChange: (next: number | null) => void;
  min?: number;
  max?: number;
  nullable?: boolean;
  helper?: string;
  error?: string | null;
}

/**
 * A whole-number input that lets the user clear and retype: the text is kept while it is not a
 * valid number, and only valid numbers reach `onChange`.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  nullable = false,
  helper,
  error,
}: NumberFieldProps) {
  const shown = value === null || value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setDraft(shown);
  }
  const accept = (text: string) => {
    setDraft(text);
    if (text.trim() === '') {
      if (nullable) onChange(null);
      return;
    }
    const parsed = Number(text);
    if (!Number.isInteger(parsed)) return;
    if ((min !== undefined && parsed < min) || (max !== undefined && parsed > max)) return;
    onChange(parsed);
  };
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={draft}
      helper={helper}
      error={error}
      onChange={(event) => accept(event.target.value)}
      onBlur={() => setDraft(shown)}
    />
  );
}
