import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Profile } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfilePicker, profileKey } from './ProfilePicker';

function avatar(fill: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44"><rect width="44" height="44" fill="${fill}"/><circle cx="22" cy="17" r="8" fill="#fff" opacity=".85"/><rect x="9" y="29" width="26" height="16" rx="8" fill="#fff" opacity=".85"/></svg>`,
  )}`;
}

const FILLS = ['#7B8CDE', '#E39B7B', '#6FB59A', '#C38BD9', '#D9B36A'];
const NAMES = [
  'Sophie',
  'Lotte van Dijk',
  'Emma',
  'Julia',
  'Anouk',
  'Mila',
  'Sara',
  'Noor',
  'Fleur',
  'Lisa',
  'Eva',
  'Zoë',
];
const PLACES = [
  { iso: 'NL', region1: 'Noord-Holland', locality: 'Amsterdam' },
  { iso: 'GB', region1: 'England', locality: 'Leeds' },
  { iso: 'DE', region1: 'Bayern', locality: 'München' },
];

const ALL_PROFILES: Profile[] = Array.from({ length: 23 }, (_, i) =>
  Profile.parse({
    profileCmsId: `p-${1000 + i}`,
    name: NAMES[i % NAMES.length],
    age: 21 + ((i * 7) % 30),
    avatar: i % 4 === 3 ? null : avatar(FILLS[i % FILLS.length] ?? '#999999'),
    geo: i % 5 === 4 ? [] : [PLACES[i % PLACES.length]],
  }),
);

const meta = {
  title: 'Poke/ProfilePicker',
  component: ProfilePicker,
  args: {
    profiles: ALL_PROFILES.slice(0, 10),
    page: 1,
    total: ALL_PROFILES.length,
    selectedId: null,
    onSearch: fn(),
    onPageChange: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof ProfilePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Profiles found' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: /Lotte van Dijk/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(ALL_PROFILES[1]);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search entertainment profiles' }),
      'emma{Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('emma');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Selected: Story = {
  args: { selectedId: 'p-1002' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Emma/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Sophie/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Searching, paging and choosing with the caller's state: page 1 first, 10 a page. */
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [selectedId, setSelectedId] = useState<string | null>(null);
    const [query, setQuery] = useState('');
    const matches = ALL_PROFILES.filter((p) =>
      (p.name ?? '').toLowerCase().includes(query.toLowerCase()),
    );
    return (
      <ProfilePicker
        {...args}
        profiles={matches.slice((page - 1) * 10, page * 10)}
        page={page}
        total={matches.length}
        selectedId={selectedId}
        onSearch={(next) => {
          setQuery(next);
          setPage(1);
        }}
        onPageChange={setPage}
        onSelect={(profile) => setSelectedId(profileKey(profile))}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–10 of 23')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('11–20 of 23')).toBeInTheDocument();
    const eva = canvas.getByRole('button', { name: /Eva/ });
    await userEvent.click(eva);
    await expect(eva).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(canvas.getByRole('searchbox'), 'sophie{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const BeforeSearch: Story = { args: { profiles: null, total: 0 } };

export const Loading: Story = {
  args: { profiles: null, loading: true },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Searching profiles' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { profiles: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No profile found with the provided filters.',
    );
  },
};

export const Error: Story = {
  args: { profiles: null, error: 'Failed to retrieve entertainment profile with id 1234.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to retrieve');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const LongNames: Story = {
  args: {
    profiles: [
      Profile.parse({
        profileCmsId: 'long-1',
        name: 'Maximiliane Alexandra Wilhelmina von Hohenzollern-Sigmaringen',
        age: 34,
        geo: [{ iso: 'DE', region1: 'Baden-Württemberg', locality: 'Sigmaringen an der Donau' }],
      }),
    ],
    total: 1,
    selectedId: 'long-1',
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
