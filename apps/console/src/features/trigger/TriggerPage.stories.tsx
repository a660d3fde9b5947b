import type { Meta, StoryObj } from '@storybook/react-vite';
import { TRIGGER_PAGE_MESSAGES as text } from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { triggerHandlers } from '../../test/msw/admin';
import { audienceHandlers } from '../../test/msw/audience';
import { profileHandlers } from '../../test/msw/profiles';
import { pageStoryMeta } from '../../test/pageStory';
import { TriggerPage } from './TriggerPage';

/** /trigger (Admin) against msw handlers of the real API. */
const shared = pageStoryMeta({
  triggers: triggerHandlers(),
  profiles: profileHandlers(),
  audience: audienceHandlers(),
});

const meta = {
  title: 'Admin/Trigger page',
  component: TriggerPage,
  ...shared,
  parameters: {
    ...shared.parameters,
    page: { path: '/trigger', roles: ['Admin'] },
  },
} satisfies Meta<typeof TriggerPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The types with their flags and counts; firing one creates a chat in the queue. */
export const Fire: Story = {
  name: 'Trigger types and firing one',
  play: async ({ canvas }) => {
    const types = await canvas.findByRole('region', { name: text.types });
    const stopped = await within(types).findByRole('row', { name: /stopped_conversation/ });
    await expect(stopped).toHaveTextContent(`${text.no}${text.no}`);
    const form = canvas.getByRole('region', { name: text.fire });
    const domain = within(form).getByLabelText(text.domain);
    await waitFor(() => expect(domain.querySelectorAll('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(domain, domain.querySelectorAll('option')[1] as HTMLElement);
    const profile = within(form).getByLabelText(text.profileId);
    await waitFor(() => expect(profile.querySelectorAll('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(profile, profile.querySelectorAll('option')[1] as HTMLElement);
    await userEvent.click(within(form).getByRole('button', { name: text.findCustomer }));
    const customer = within(form).getByLabelText(text.customer, { exact: true });
    await waitFor(() => expect(customer.querySelectorAll('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(customer, customer.querySelectorAll('option')[1] as HTMLElement);
    await userEvent.click(within(form).getByRole('button', { name: text.submit }));
    await expect(await canvas.findByText(text.fired('chat-story-1', true, true))).toBeVisible();
  },
};

/** The list failed: the server's message with Retry. */
export const LoadError: Story = {
  name: 'Types failed to load',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { triggers: triggerHandlers({ failList: true }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database did not answer.')).toBeVisible();
  },
};
