import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type ListView, listViews, ViewSwitch } from './ViewSwitch';

const meta = {
  title: 'Data/ViewSwitch',
  component: ViewSwitch,
  argTypes: { value: { control: 'inline-radio', options: listViews } },
  args: { value: 'table', onValueChange: fn() },
} satisfies Meta<typeof ViewSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {};
export const Grid: Story = { args: { value: 'grid' } };
export const Interactive: Story = {
  render: (args) => {
    const [view, setView] = useState<ListView>('table');
    return <ViewSwitch {...args} value={view} onValueChange={setView} />;
  },
};
