import { LOGBOOK_SAVE_DEBOUNCE_MS, Log, messages, type SaveLogPayload } from '@switchboard/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { LogbookDialog, type LogbookDialogProps } from './LogbookDialog';

const ME = 'uid-me';
const OPERATOR = { uid: ME, roles: ['CHAT_OPERATOR:NSFW'] };
const MANAGER = { uid: 'uid-manager', roles: ['CHAT_MANAGER'] };

const log = (
  id: string,
  concerning: 'customer' | 'entertainmentProfile',
  category: string,
  content: unknown,
  createdBy: string,
  createdByName: string,
  createdAt: string,
  updatedAt: string | null = null,
): Log =>
  Log.parse({
    id,
    concerning,
    category,
    content,
    locale: 'nl',
    createdBy,
    createdByName,
    createdAt,
    updatedAt,
  });

const LOGS: Log[] = [
  log(
    'c1',
    'customer',
    'work',
    { group: 'other', groupValue: null, value: 'Works night shifts as a nurse' },
    ME,
    'Mia Operator',
    '2024-05-20T09:00:00.000Z',
  ),
  log(
    'c2',
    'customer',
    'hobbies',
    { group: 'sport', groupValue: 'table_tennis', value: 'Plays in a club on Tuesdays' },
    'uid-other',
    'Olaf Other',
    '2024-05-18T15:30:00.000Z',
    '2024-05-19T08:10:00.000Z',
  ),
  // An older log: plain text content, no category.
  log(
    'c3',
    'customer',
    null as unknown as string,
    'Has two cats',
    'uid-other',
    'Olaf Other',
    '2024-04-02T11:00:00.000Z',
  ),
  log(
    'p1',
    'entertainmentProfile',
    'personal',
    { group: 'name', groupValue: 'Lotte', value: 'Told the customer her nickname is Lot' },
    'uid-other',
    'Olaf Other',
    '2024-05-19T20:00:00.000Z',
  ),
];

const formatDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

const meta = {
  title: 'Chat/LogbookDialog',
  component: LogbookDialog,
  args: {
    open: true,
    chatId: 'chat-1',
    logs: LOGS,
    viewer: MANAGER,
    formatDate,
    saving: false,
    removingId: null,
    error: null,
    onSave: fn(),
    onRemove: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LogbookDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const dialog = body.getByRole('dialog', { name: 'Logbook' });
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    const customer = within(body.getByRole('region', { name: 'Customer Logbooks' }));
    const profile = within(body.getByRole('region', { name: 'Profile Logbooks' }));
    await expect(customer.getAllByRole('listitem')).toHaveLength(3);
    await expect(profile.getAllByRole('listitem')).toHaveLength(1);
    await expect(customer.getAllByRole('listitem')[1]).toHaveTextContent(
      'HobbiesSport: Table tennis',
    );
    await expect(profile.getByRole('listitem')).toHaveTextContent('Name: Lotte');
  },
};

export const Empty: Story = {
  args: { logs: [] },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getAllByText('No logs yet')).toHaveLength(2);
    await expect(body.getAllByRole('button', { name: 'Add new log' })).toHaveLength(2);
  },
};

export const ManyLogs: Story = {
  args: {
    logs: Array.from({ length: 14 }, (_, index) =>
      log(
        `m${index}`,
        index % 3 === 0 ? 'entertainmentProfile' : 'customer',
        ['family', 'work', 'health', 'updates'][index % 4] ?? 'other',
        { group: 'other', groupValue: null, value: `Note number ${index + 1} about this chat` },
        index % 2 === 0 ? ME : 'uid-other',
        index % 2 === 0 ? 'Mia Operator' : 'Olaf Other',
        `2024-05-${String(10 + index).padStart(2, '0')}T10:00:00.000Z`,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const customer = within(body.getByRole('region', { name: 'Customer Logbooks' }));
    const items = customer.getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    // Newest first.
    await expect(items[0]).toHaveTextContent('Note number 14');
  },
};

/** An operator sees no author names and may modify only their own logs. */
export const AsOperator: Story = {
  args: { viewer: OPERATOR },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await expect(body.queryByText(/Olaf Other|Mia Operator/)).toBeNull();
    const items = within(body.getByRole('region', { name: 'Customer Logbooks' })).getAllByRole(
      'listitem',
    );
    const [own, others] = [items[0], items[1]] as [HTMLElement, HTMLElement];
    await expect(within(own).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(within(others).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(within(others).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    await expect(args.onRemove).toHaveBeenCalledWith(LOGS[0]);
  },
};

/** A manager sees author names and may modify every log. */
export const AsManager: Story = {
  args: { viewer: MANAGER },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getAllByText(/by Olaf Other/)).toHaveLength(3);
    await expect(body.getByText(/by Mia Operator/)).toBeVisible();
    await expect(body.getAllByRole('button', { name: 'Edit' })).toHaveLength(4);
    await expect(body.getAllByRole('button', { name: 'Delete' })).toHaveLength(4);
  },
};

/** Add a customer log: validation texts, then three quick clicks on Save give one onSave. */
export const AddFlow: Story = {
  args: { logs: [] },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const customer = within(body.getByRole('region', { name: 'Customer Logbooks' }));
    await userEvent.click(customer.getByRole('button', { name: 'Add new log' }));
    const dialog = within(body.getByRole('dialog', { name: 'New customer logbook' }));

    const category = dialog.getByRole('combobox', { name: 'Category' });
    await userEvent.click(category);
    await userEvent.tab();
    await expect(await dialog.findByText(messages.logbookCategoryRequired)).toBeVisible();
    await userEvent.selectOptions(category, 'Sex');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Group' }), 'Toys');
    const toys = dialog.getByRole('combobox', { name: 'Toys' });
    await userEvent.click(toys);
    await userEvent.tab();
    await expect(await dialog.findByText(messages.logbookValueRequired)).toBeVisible();
    await userEvent.selectOptions(toys, 'Handcuffs');

    const save = dialog.getByRole('button', { name: 'Save' });
    const saved = new Promise<number>((resolve) =>
      mocked(args.onSave).mockImplementationOnce(() => resolve(performance.now())),
    );
    await userEvent.click(save);
    await userEvent.click(save);
    const lastClick = performance.now();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    // The debounce's timer, as the last click restarted it, fires before this one, which has the
    // same delay and starts later: by then every save the clicks could make has been made.
    await new Promise((resolve) => setTimeout(resolve, LOGBOOK_SAVE_DEBOUNCE_MS));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    // Each click restarted the wait: the save came a whole debounce after the last click.
    // (A timer never fires early; a millisecond allows for the clocks' rounding.)
    await expect((await saved) - lastClick).toBeGreaterThanOrEqual(LOGBOOK_SAVE_DEBOUNCE_MS - 1);
    await expect(args.onSave).toHaveBeenCalledWith({
      chatId: 'chat-1',
      log: {
        concerning: 'customer',
        category: 'sex',
        content: { group: 'toy', groupValue: 'handcuffs', value: '' },
      },
    });
  },
};

export const EditFlow: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const profile = within(body.getByRole('region', { name: 'Profile Logbooks' }));
    await userEvent.click(profile.getByRole('button', { name: 'Edit' }));
    const dialog = within(body.getByRole('dialog', { name: 'Edit profile logbook' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Lotte');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(body.getByRole('dialog', { name: 'Logbook' })).toBeVisible();
  },
};

export const RemoveFailed: Story = {
  args: { error: messages.logbookRemoveFailed, removingId: null },
  play: async ({ canvasElement }) => {
    await expect(bodyOf(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to remove logbook.',
    );
  },
};

export const Removing: Story = {
  args: { removingId: 'c1' },
  play: async ({ canvasElement }) => {
    const item = within(
      bodyOf(canvasElement).getByRole('region', { name: 'Customer Logbooks' }),
    ).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(item).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A dialog wired like the app: a save runs, then fails (first try) or succeeds. */
function SaveRoundTrip(props: LogbookDialogProps & { failFirst: boolean }) {
  const { failFirst, onSave, ...rest } = props;
  const [logs, setLogs] = useState(rest.logs);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const save = (payload: SaveLogPayload) => {
    onSave(payload);
    setSaving(true);
    setError(null);
    setTimeout(() => {
      setSaving(false);
      if (failFirst && attempts === 0) {
        setError(messages.logbookSaveFailed);
      } else {
        setLogs((current) => [
          ...current,
          Log.parse({
            ...payload.log,
            id: `new-${attempts}`,
            locale: 'nl',
            createdBy: rest.viewer.uid,
            createdAt: '2024-05-21T10:00:00.000Z',
          }),
        ]);
      }
      setAttempts((n) => n + 1);
    }, 300);
  };
  return <LogbookDialog {...rest} logs={logs} saving={saving} error={error} onSave={save} />;
}

export const SaveFailsThenSucceeds: StoryObj<typeof SaveRoundTrip> = {
  args: { ...meta.args, logs: [], failFirst: true, viewer: OPERATOR },
  render: (args) => <SaveRoundTrip {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(
      within(body.getByRole('region', { name: 'Profile Logbooks' })).getByRole('button', {
        name: 'Add new log',
      }),
    );
    const dialog = within(body.getByRole('dialog', { name: 'New profile logbook' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Family');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Comment' }),
      'Has a sister in Utrecht',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to save logbook entry.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const profile = await body.findByRole('region', { name: 'Profile Logbooks' });
    await expect(within(profile).getByRole('listitem')).toHaveTextContent(
      'Has a sister in Utrecht',
    );
    await expect(args.onSave).toHaveBeenCalledTimes(2);
  },
};
