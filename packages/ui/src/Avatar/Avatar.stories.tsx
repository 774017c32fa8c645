import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { Avatar } from './Avatar';
import { avatarSizes, avatarTones } from './Avatar.css';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    tone: { control: 'inline-radio', options: avatarTones },
  },
  args: { initials: 'NP', size: 'md', tone: 'primary' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Inline gap="sm">
      {avatarTones.map((tone) => (
        <Avatar key={tone} {...args} tone={tone} />
      ))}
    </Inline>
  ),
};

export const Labelled: Story = { args: { label: 'Nimali Perera', size: 'lg' } };

export const BrokenImage: Story = { args: { src: '/missing.png', initials: 'KJ' } };
