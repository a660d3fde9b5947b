import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, pokeRemovedMessage, pokeStatusLabel, POKE_MESSAGES } from '@switchboard/domain';
import { expect, userEvent, within } from 'storybook/test';
import { domainHandlers } from '../../test/msw/domains';
import { FOLLOW_UPS, MAIN_POKE, pokeHandlers } from '../../test/msw/pokes';
import { LEFT_PAGE_TEST_ID, pageStoryMeta } from '../../test/pageStory';
import { PokePage } from './PokePage';

/** The poke page /pokes/{geo}/{pokeId} against msw handlers of the real API (src/test/msw). */
const meta = {
  title: 'Poke/Poke page',
  component: PokePage,
  ...pageStoryMeta({ domains: domainHandlers(), pokes: pokeHandlers() }),
} satisfies Meta<typeof PokePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A scheduled poke on two domains with two follow-ups. */
export const WithFollowUps: Story = {
  name: 'Poke with follow-ups',
  parameters: { page: { path: `/pokes/nl/${MAIN_POKE.id}` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: `${POKE_MESSAGES.poke} ${MAIN_POKE.id}` }),
    ).toBeVisible();
    const details = canvas.getByRole('region', { name: POKE_MESSAGES.details });
    await expect(details).toHaveTextContent(
      `${POKE_MESSAGES.status}: ${pokeStatusLabel(MAIN_POKE.status)}`,
    );
    const targets = canvas.getByRole('region', { name: POKE_MESSAGES.targetsPerDomain });
    const rows = within(targets).getAllByRole('listitem');
    await expect(rows).toHaveLength(MAIN_POKE.targets.targetsPerDomain.length);
    for (const [i, site] of MAIN_POKE.targets.targetsPerDomain.entries()) {
      await expect(rows[i]).toHaveTextContent(`${site.site}: ${site.estimate}`);
    }
    const followUps = canvas.getByRole('region', { name: POKE_MESSAGES.followUps });
    await expect(within(followUps).getAllByRole('listitem')).toHaveLength(FOLLOW_UPS.length);
  },
};

/** Deleting asks first, then removes the poke with its follow-ups and says so. */
export const Delete: Story = {
  name: 'Delete with confirmation',
  parameters: { page: { path: `/pokes/nl/${MAIN_POKE.id}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: POKE_MESSAGES.delete }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: POKE_MESSAGES.confirmDelete,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: POKE_MESSAGES.delete }));
    await expect(await canvas.findByTestId(LEFT_PAGE_TEST_ID)).toHaveTextContent('/pokes');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      pokeRemovedMessage(FOLLOW_UPS.length, 0),
    );
  },
};

/** No poke with that id in the locale: the server's 'Poke document with id {id} not found'. */
export const NotFound: Story = {
  name: 'Poke not found',
  parameters: { page: { path: '/pokes/nl/poke-404' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.pokeNotFound('poke-404'))).toBeVisible();
  },
};
