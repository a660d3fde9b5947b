import { useState, type FormEvent } from 'react';
import {
  messages,
  POKE_WIZARD_SEARCH_PAGE_SIZE,
  profileGeoLabel,
  type Profile,
} from '@switchboard/domain';
import { Button } from '../Button';
import { Pagination } from '../DataTable';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import { profilePickerTexts as texts } from './ProfilePicker.texts';
import {
  Avatar,
  Check,
  Details,
  ErrorText,
  Meta,
  Name,
  PagerFrame,
  ResultButton,
  Results,
  SearchForm,
  State,
  Wrapper,
} from './ProfilePicker.styles';

export interface ProfilePickerProps {
  /** The profiles of the current page; null before the first search. */
  profiles: readonly Profile[] | null;
  /** The current page, counting from 1. */
  page: number;
  total: number;
  pageSize?: number;
  /** The id (`profileKey`) of the chosen profile. */
  selectedId?: string | null;
  loading?: boolean;
  error?: string | null;
  /** The query shown in the box at first (e.g. the last search). */
  initialQuery?: string;
  /** A new search; the caller starts again at page 1. */
  onSearch: (query: string) => void;
  onPageChange: (page: number) => void;
  onSelect: (profile: Profile) => void;
}

/** A profile's stable id: its CMS id, else its uuid. */
export function profileKey(profile: Pick<Profile, 'profileCmsId' | 'uuid'>): string {
  return profile.profileCmsId ?? profile.uuid ?? '';
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Search for the entertainment profile a poke is sent from, and pick one. */
export function ProfilePicker({
  profiles,
  page,
  total,
  pageSize = POKE_WIZARD_SEARCH_PAGE_SIZE,
  selectedId,
  loading = false,
  error,
  initialQuery = '',
  onSearch,
  onPageChange,
  onSelect,
}: ProfilePickerProps) {
  const [query, setQuery] = useState(initialQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };

  let content = null;
  if (error) {
    content = (
      <State role="alert">
        <ErrorText>
          <Icon name="error" size={18} />
          {error}
        </ErrorText>
        <Button variant="secondary" size="sm" onClick={() => onSearch(query.trim())}>
          {texts.retry}
        </Button>
      </State>
    );
  } else if (loading) {
    content = (
      <State>
        <Spinner label={texts.loading} />
      </State>
    );
  } else if (profiles && profiles.length === 0) {
    content = <State role="status">{messages.noProfileFound}</State>;
  } else if (profiles) {
    content = (
      <>
        <Results aria-label={texts.results}>
          {profiles.map((profile) => {
            const id = profileKey(profile);
            const name = profile.name ?? profile.real_name ?? id;
            const selected = id === selectedId;
            return (
              <li key={id}>
                <ResultButton
                  type="button"
                  $selected={selected}
                  aria-pressed={selected}
                  onClick={() => onSelect(profile)}
                >
                  <Avatar aria-hidden="true">
                    {profile.avatar ? <img src={profile.avatar} alt="" /> : initials(name)}
                  </Avatar>
                  <Details>
                    <Name>{name}</Name>
                    <Meta>
                      {profile.age === null ? texts.ageUnknown : texts.age(profile.age)}
                      {' · '}
                      {profileGeoLabel(profile)}
                    </Meta>
                  </Details>
                  {selected && (
                    <Check>
                      <Icon name="check" title={texts.selected} />
                    </Check>
                  )}
                </ResultButton>
              </li>
            );
          })}
        </Results>
        {total > pageSize && (
          <PagerFrame>
            <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
          </PagerFrame>
        )}
      </>
    );
  }

  return (
    <Wrapper>
      <SearchForm role="search" onSubmit={submit}>
        <TextField
          label={texts.searchLabel}
          type="search"
          placeholder={texts.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" icon={<Icon name="search" size={18} />} busy={loading}>
          {texts.search}
        </Button>
      </SearchForm>
      {content}
    </Wrapper>
  );
}
