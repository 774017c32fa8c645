import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Combobox } from './Combobox';

interface Person {
  id: string;
  name: string;
  phone: string;
}

const people: Person[] = [
  { id: '1', name: 'Nimali Perera', phone: '077-123-4567' },
  { id: '2', name: 'Kasun Jayawardena', phone: '071-555-0101' },
  { id: '3', name: 'Tharushi Fernando', phone: '076-222-9080' },
  { id: '4', name: 'Ishan de Silva', phone: '070-444-1212' },
  { id: '5', name: 'Sachini Wickramasinghe-Abeysekera', phone: '075-909-3030' },
];

function initialsOf(name: string) {
  return name
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

function Demo({
  loading = false,
  richItems = true,
  initialText = '',
}: {
  loading?: boolean;
  richItems?: boolean;
  initialText?: string;
}) {
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<Person | null>(null);
  const needle = text.trim().toLowerCase();
  const items = needle
    ? people.filter((p) => p.name.toLowerCase().includes(needle) || p.phone.includes(needle))
    : [];
  return (
    <Stack gap="md">
      <Combobox
        label="Search people"
        placeholder="Name or phone…"
        inputValue={text}
        onInputValueChange={setText}
        items={loading ? [] : items}
        loading={loading}
        minLength={2}
        getItemId={(p) => p.id}
        getItemText={(p) => `${p.name}, ${p.phone}`}
        renderItem={
          richItems
            ? (p) => (
                <>
                  <Avatar initials={initialsOf(p.name)} size="sm" />
                  <Stack gap="none">
                    <Text weight="medium">{p.name}</Text>
                    <Text size="sm" tone="muted">
                      {p.phone}
                    </Text>
                  </Stack>
                </>
              )
            : undefined
        }
        onSelect={(p) => {
          setChosen(p);
          setText('');
        }}
        emptyText="Nobody matches that search"
      />
      <Text tone="muted">Chosen: {chosen ? chosen.name : 'nobody yet'}</Text>
    </Stack>
  );
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox<Person>,
  args: {
    label: 'Search people',
    inputValue: '',
    onInputValueChange: fn(),
    items: people,
    getItemId: (p: Person) => p.id,
    getItemText: (p: Person) => p.name,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox<Person>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 'ni' or a phone number: the list opens from two characters on. */
export const Default: Story = { render: () => <Demo /> };

export const PlainItems: Story = { render: () => <Demo richItems={false} /> };

export const Searching: Story = { render: () => <Demo loading initialText="nim" /> };

export const NothingFound: Story = { render: () => <Demo initialText="zzz" /> };

export const Disabled: Story = { args: { disabled: true, placeholder: 'Search is off' } };
