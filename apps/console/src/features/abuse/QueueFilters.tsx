import { ABUSE_MESSAGES as text, type AbuseQueueFilter } from '@switchboard/domain';
import { Select } from '@switchboard/ui';
import styled from 'styled-components';

export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  & > * {
    min-width: 160px;
  }
  ${({ theme }) => theme.media.mobile} {
    & > * {
      flex: 1 1 100%;
    }
  }
`;

interface QueueFiltersProps {
  locales: readonly string[];
  filter: AbuseQueueFilter;
  onChange: (filter: AbuseQueueFilter) => void;
}

/** Locale (of the reviewer's geos) and kind (messages, pokes) of the review queue. */
export function QueueFilters({ locales, filter, onChange }: QueueFiltersProps) {
  return (
    <FilterBar>
      <Select
        label={text.locale}
        value={filter.locale ?? ''}
        options={[
          { value: '', label: text.allLocales },
          ...locales.map((locale) => ({ value: locale, label: locale.toUpperCase() })),
        ]}
        onChange={(event) => onChange({ ...filter, locale: event.target.value || undefined })}
      />
      <Select
        label={text.kind}
        value={filter.kind ?? ''}
        options={[
          { value: '', label: text.allKinds },
          { value: 'message', label: text.kindMessage },
          { value: 'poke', label: text.kindPoke },
        ]}
        onChange={(event) =>
          onChange({
            ...filter,
            kind: (event.target.value || undefined) as AbuseQueueFilter['kind'],
          })
        }
      />
    </FilterBar>
  );
}
