import {
  AGE_FILTER_MAX,
  AGE_FILTER_MIN,
  ORIGIN_FILTER_GENDER_LABELS,
  ORIGIN_FILTER_GENDERS,
  ORIGIN_FILTER_LABELS,
  pokeFilterTexts,
  type OriginPokeFilters,
} from '@switchboard/domain';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { CheckboxGroup, NumberField } from './FilterFields';
import { targetFilterTexts as texts } from './TargetFilterPanel.texts';
import { Choice, Grid, Group, Inline, Legend, Options } from './TargetFilterPanel.styles';

/** Choices for build, eye and hair colour, as GET /profile/filters gives them. */
export interface OriginFilterOptions {
  build?: readonly string[];
  eye_colour?: readonly string[];
  hair_colour?: readonly string[];
}

export interface OriginTargetFiltersProps {
  value: OriginPokeFilters;
  onChange: (next: OriginPokeFilters) => void;
  options?: OriginFilterOptions;
}

type ListKey = 'build' | 'eye_colour' | 'hair_colour';
type FlagKey = 'has_photo' | 'has_text' | 'is_disabled' | 'is_doi' | 'snowflake' | 'angel';
type TextKey = 'geo_type' | 'locality' | 'region1' | 'region2' | 'region3' | 'region4';

const LIST_KEYS: readonly ListKey[] = ['build', 'eye_colour', 'hair_colour'];
const FLAG_KEYS: readonly FlagKey[] = [
  'has_photo',
  'has_text',
  'is_disabled',
  'is_doi',
  'snowflake',
  'angel',
];
const TEXT_KEYS: readonly TextKey[] = [
  'geo_type',
  'locality',
  'region1',
  'region2',
  'region3',
  'region4',
];

const FLAG_OPTIONS = [
  { value: '', label: texts.either },
  { value: 'true', label: texts.yes },
  { value: 'false', label: texts.no },
];

/** The filters of a poke whose origin is not legacy (spec §3). */
export function OriginTargetFilters({ value, onChange, options = {} }: OriginTargetFiltersProps) {
  const set = <K extends keyof OriginPokeFilters>(key: K, next: OriginPokeFilters[K]) =>
    onChange({ ...value, [key]: next });
  const ageError = value.age_min > value.age_max ? pokeFilterTexts.ageRangeInverted : null;
  const ageHelper = `${AGE_FILTER_MIN}–${AGE_FILTER_MAX}`;
  return (
    <>
      <Grid>
        <Inline>
          <NumberField
            label={ORIGIN_FILTER_LABELS.age_min}
            value={value.age_min}
            min={AGE_FILTER_MIN}
            max={AGE_FILTER_MAX}
            helper={ageHelper}
            error={ageError}
            onChange={(next) => next !== null && set('age_min', next)}
          />
          <NumberField
            label={ORIGIN_FILTER_LABELS.age_max}
            value={value.age_max}
            min={AGE_FILTER_MIN}
            max={AGE_FILTER_MAX}
            helper={ageHelper}
            onChange={(next) => next !== null && set('age_max', next)}
          />
        </Inline>
        <Group>
          <Legend>{ORIGIN_FILTER_LABELS.gender}</Legend>
          <Options>
            {ORIGIN_FILTER_GENDERS.map((gender) => (
              <Choice key={gender}>
                <input
                  type="radio"
                  name="origin-filter-gender"
                  checked={value.gender === gender}
                  onChange={() => set('gender', gender)}
                />
                {ORIGIN_FILTER_GENDER_LABELS[gender]}
              </Choice>
            ))}
          </Options>
        </Group>
        {LIST_KEYS.filter((key) => (options[key]?.length ?? 0) > 0).map((key) => (
          <CheckboxGroup
            key={key}
            group={{
              label: ORIGIN_FILTER_LABELS[key],
              options: (options[key] ?? []).map((item) => ({ value: item, label: item })),
            }}
            selected={value[key]}
            onChange={(next) => set(key, next)}
          />
        ))}
      </Grid>
      <Grid>
        {FLAG_KEYS.map((key) => (
          <Select
            key={key}
            label={ORIGIN_FILTER_LABELS[key]}
            options={FLAG_OPTIONS}
            value={value[key] === true ? 'true' : value[key] === false ? 'false' : ''}
            onChange={(event) =>
              set(key, event.target.value === '' ? null : event.target.value === 'true')
            }
          />
        ))}
      </Grid>
      <Grid>
        {TEXT_KEYS.map((key) => (
          <TextField
            key={key}
            label={ORIGIN_FILTER_LABELS[key]}
            value={value[key] ?? ''}
            onChange={(event) => set(key, event.target.value === '' ? null : event.target.value)}
          />
        ))}
      </Grid>
    </>
  );
}
