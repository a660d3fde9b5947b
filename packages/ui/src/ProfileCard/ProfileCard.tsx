import {
  formatProfileLength,
  profileCountry,
  profileGeoLabel,
  type Profile,
} from '@switchboard/domain';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { profileCardMessages as text } from './messages';
import {
  Avatar,
  Card,
  ErrorText,
  Facts,
  Head,
  Hobbies,
  Initials,
  Name,
  Section,
  StateBox,
} from './ProfileCard.styles';

export interface ProfileCardProps {
  profile: Profile | null;
  kind: 'customer' | 'entertainment';
  /**
   * The country whose units the length is shown in (the chat's locale, e.g. `gb`); defaults to
   * the profile's own country.
   */
  country?: string | null;
  /** A URL to show the avatar with, when `profile.avatar` needs signing or a CDN base. */
  avatarUrl?: string | null;
  loading?: boolean;
  /** The lookup failed: e.g. 'No customer profile found with the provided id!'. */
  error?: string | null;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
}

/** A customer's or an entertainment profile's details. */
export function ProfileCard({
  profile,
  kind,
  country,
  avatarUrl,
  loading = false,
  error,
}: ProfileCardProps) {
  if (loading) {
    return (
      <StateBox aria-busy="true">
        <Spinner label={text.loading} />
      </StateBox>
    );
  }
  if (error || !profile) {
    return (
      <StateBox>
        <ErrorText role="alert">
          <Icon name="error" />
          {error}
        </ErrorText>
      </StateBox>
    );
  }

  const name = profile.name ?? profile.real_name ?? text.unnamed;
  const avatar = avatarUrl ?? profile.avatar;
  const length = formatProfileLength(profile.length, country ?? profileCountry(profile));
  const facts: [string, string][] = [
    [text.age, profile.age !== null ? text.years(profile.age) : text.unknown],
    [text.gender, profile.gender ? text.genders[profile.gender] : text.unknown],
    [text.length, length ?? text.unknown],
    [text.location, profileGeoLabel(profile)],
  ];

  return (
    <Card aria-label={`${kind === 'customer' ? text.customer : text.entertainment}: ${name}`}>
      <Head>
        {avatar ? (
          <Avatar src={avatar} alt={text.avatarAlt(name)} />
        ) : (
          <Initials aria-hidden="true">{initialsOf(name)}</Initials>
        )}
        <div>
          <Name>{name}</Name>
          <Badge tone={kind === 'customer' ? 'info' : 'primary'}>
            {kind === 'customer' ? text.customer : text.entertainment}
          </Badge>
        </div>
      </Head>
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term} data-wide={term === text.location || undefined}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {profile.about_me && (
        <Section>
          <h3>{text.aboutMe}</h3>
          <p>{profile.about_me}</p>
        </Section>
      )}
      {profile.hobbies.length > 0 && (
        <Section>
          <h3>{text.hobbies}</h3>
          <Hobbies aria-label={text.hobbies}>
            {profile.hobbies.map((hobby) => (
              <li key={hobby}>{hobby}</li>
            ))}
          </Hobbies>
        </Section>
      )}
    </Card>
  );
}
