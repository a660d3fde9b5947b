import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  LegacyPokeFilters,
  OriginPokeFilters,
  type LegacyPokeFilters as LegacyFilters,
  type OriginPokeFilters as OriginFilters,
} from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TargetFilterPanel } from './TargetFilterPanel';

const legacyDefaults: LegacyFilters = LegacyPokeFilters.parse({});
const originDefaults: OriginFilters = OriginPokeFilters.parse({});
const originOptions = {
  build: ['Slim', 'Athletic', 'Average', 'Curvy'],
  eye_colour: ['Blue', 'Brown', 'Green'],
  hair_colour: ['Blond', 'Brown', 'Black', 'Red'],
};

const meta = {
  title: 'Poke/TargetFilterPanel',
  component: TargetFilterPanel,
  args: {
    origin: 'legacy',
    value: legacyDefaults,
    onChange: fn(),
    targetCount: 12480,
  },
} satisfies Meta<typeof TargetFilterPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The panel is controlled: the story keeps the value and reports every change. */
function ControlledLegacy(props: { onChange: (next: LegacyFilters) => void }) {
  const [value, setValue] = useState(legacyDefaults);
  return (
    <TargetFilterPanel
      origin="legacy"
      value={value}
      onChange={(next: LegacyFilters) => {
        props.onChange(next);
        setValue(next);
      }}
      targetCount={12480}
    />
  );
}

function ControlledOrigin(props: { onChange: (next: OriginFilters) => void }) {
  const [value, setValue] = useState(originDefaults);
  return (
    <TargetFilterPanel
      origin="partner"
      value={value}
      onChange={(next: OriginFilters) => {
        props.onChange(next);
        setValue(next);
      }}
      options={originOptions}
      targetCount={3120}
    />
  );
}

export const Default: Story = {
  render: (args) => <ControlledLegacy onChange={args.onChange as (n: LegacyFilters) => void} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('12,480')).toBeInTheDocument();
    const gender = canvas.getByRole('group', { name: /Gender/ });
    // Nothing selected reads "All".
    await expect(gender).toHaveTextContent('All');
    await userEvent.click(within(gender).getByRole('checkbox', { name: 'Female' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ gender: ['female'] }),
    );
    await expect(within(gender).queryByText('All')).not.toBeInTheDocument();

    const lastLogin = canvas.getByRole('spinbutton', { name: 'Last login (days)' });
    await expect(lastLogin).toHaveValue(7);
    await expect(canvas.getByText('Within the last 7 days')).toBeInTheDocument();
    await userEvent.clear(lastLogin);
    await userEvent.type(lastLogin, '0');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ lastLogin: 0 }));
    await expect(canvas.getByText('Today')).toBeInTheDocument();
    await userEvent.clear(lastLogin);
    await userEvent.type(lastLogin, '1');
    await expect(canvas.getByText('Yesterday')).toBeInTheDocument();
  },
};

export const LegacySelections: Story = {
  args: {
    value: {
      ...legacyDefaults,
      age: ['18-25', '26-35'],
      photo: ['with'],
      credits: ['has', 'had', 'never_had'],
      inConversation: ['no'],
      lastLogin: 14,
      limit: 5000,
    },
  },
};

export const OtherOrigin: Story = {
  render: (args) => <ControlledOrigin onChange={args.onChange as (n: OriginFilters) => void} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
    const min = canvas.getByRole('spinbutton', { name: 'Minimum age' });
    const max = canvas.getByRole('spinbutton', { name: 'Maximum age' });
    await expect(min).toHaveValue(18);
    await expect(max).toHaveValue(99);
    await userEvent.clear(max);
    await userEvent.type(max, '30');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ age_max: 30 }));
    await userEvent.clear(min);
    await userEvent.type(min, '45');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The minimum age cannot be higher than the maximum age.',
    );
    // Out of range never reaches the value.
    await userEvent.clear(max);
    await userEvent.type(max, '120');
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.objectContaining({ age_max: 120 }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Has photo' }), 'Yes');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ has_photo: true }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Green' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ eye_colour: ['Green'] }),
    );
  },
};

export const CountLoading: Story = {
  args: { countLoading: true },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Counting targets' })).toBeInTheDocument();
  },
};

export const NoCountYet: Story = {
  args: { targetCount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
