import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profile, messages } from '@switchboard/domain';
import { expect, within } from 'storybook/test';
import { ProfileCard } from './ProfileCard';

const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" fill="#C9B8E8"/><circle cx="64" cy="50" r="24" fill="#7A5C99"/><path d="M20 128c6-30 24-44 44-44s38 14 44 44z" fill="#7A5C99"/></svg>',
)}`;

const lisa = Profile.parse({
  profileCmsId: 'p-1042',
  name: 'Lisa',
  age: 29,
  gender: 'female',
  length: 170,
  avatar: portrait,
  about_me:
    'Coffee first, adventures later. I love long walks along the beach, spontaneous road trips and a good book on a rainy Sunday.',
  hobbies: 'travelling, yoga, cooking, photography',
  geo: [{ iso: 'nl', locality: 'Utrecht', region1: 'Utrecht' }],
});

const mark = Profile.parse({
  uuid: 'c-77',
  name: 'Mark Johnson',
  age: 41,
  gender: 'male',
  length: 183,
  hobbies: ['football', 'fishing'],
  geo: [{ iso: 'GB', locality: 'Leeds', region1: 'England' }],
});

const meta = {
  title: 'Chat/ProfileCard',
  component: ProfileCard,
  args: { profile: lisa, kind: 'entertainment', loading: false, error: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const fact = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term).nextElementSibling;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Lisa' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo of Lisa' })).toBeVisible();
    await expect(fact(canvasElement, 'Length')).toHaveTextContent('170 cm');
    await expect(fact(canvasElement, 'Location')).toHaveTextContent('Utrecht, Utrecht, NL');
    await expect(fact(canvasElement, 'Age')).toHaveTextContent('29 years');
    await expect(
      within(canvas.getByRole('list', { name: 'Hobbies' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  },
};

/** A GB customer: length in feet and inches, no avatar (initials). */
export const CustomerImperial: Story = {
  args: { profile: mark, kind: 'customer' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Customer')).toBeVisible();
    await expect(fact(canvasElement, 'Length')).toHaveTextContent(`6'0"`);
    await expect(fact(canvasElement, 'Location')).toHaveTextContent('Leeds, England, GB');
  },
};

/** No country: the location reads 'Global'; missing facts read Unknown. */
export const Sparse: Story = {
  args: { profile: Profile.parse({ uuid: 'c-1', name: 'anon123' }), kind: 'customer' },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, 'Location')).toHaveTextContent('Global');
    await expect(fact(canvasElement, 'Length')).toHaveTextContent('Unknown');
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  args: { profile: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading profile' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { profile: null, kind: 'customer', error: messages.noCustomerProfile },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No customer profile found with the provided id!',
    );
  },
};
