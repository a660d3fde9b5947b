import {
  LEGACY_FILTER_GROUPS,
  LEGACY_FILTER_LABELS,
  lastLoginLabel,
  LEGACY_FILTER_GROUP_KEYS,
  type LegacyPokeFilters,
} from '@switchboard/domain';
import { CheckboxGroup, NumberField } from './FilterFields';
import { Grid } from './TargetFilterPanel.styles';

export interface LegacyTargetFiltersProps {
  value: LegacyPokeFilters;
  onChange: (next: LegacyPokeFilters) => void;
}

/** The legacy-origin filters: the option groups, last login in days and the limit. */
export function LegacyTargetFilters({ value, onChange }: LegacyTargetFiltersProps) {
  return (
    <>
      <Grid>
        {LEGACY_FILTER_GROUP_KEYS.map((key) => (
          <CheckboxGroup<string>
            key={key}
            group={LEGACY_FILTER_GROUPS[key]}
            selected={value[key]}
            // The group's options are exactly the values this key accepts.
            onChange={(next) => onChange({ ...value, [key]: next })}
          />
        ))}
      </Grid>
      <Grid>
        <NumberField
          label={`${LEGACY_FILTER_LABELS.lastLogin} (days)`}
          value={value.lastLogin}
          min={0}
          helper={lastLoginLabel(value.lastLogin)}
          onChange={(next) => next !== null && onChange({ ...value, lastLogin: next })}
        />
        <NumberField
          label={LEGACY_FILTER_LABELS.limit}
          value={value.limit}
          min={1}
          nullable
          onChange={(next) => onChange({ ...value, limit: next })}
        />
      </Grid>
    </>
  );
}
