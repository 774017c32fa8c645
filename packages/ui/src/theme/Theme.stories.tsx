import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './Theme.stories.css';
import { vars } from './theme.css';

const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const groups: Record<string, (keyof typeof vars.color)[]> = {
  Surfaces: [
    'background',
    'surface',
    'surfaceSunken',
    'surfaceMuted',
    'surfaceHover',
    'border',
    'borderStrong',
  ],
  Text: ['text', 'textMuted', 'textSubtle'],
  Primary: ['primary', 'primaryHover', 'primaryActive', 'primarySoft', 'primaryText'],
  Status: [
    'success',
    'successSoft',
    'warning',
    'warningSoft',
    'danger',
    'dangerSoft',
    'info',
    'infoSoft',
  ],
  'Badge tones': [
    'greySoft',
    'greyText',
    'blueSoft',
    'blueText',
    'purpleSoft',
    'purpleText',
    'greenSoft',
    'greenText',
    'amberSoft',
    'amberText',
    'redSoft',
    'redText',
  ],
  Charts: ['chart1', 'chart2', 'chart3', 'chart4', 'chart5', 'chart6', 'chart7', 'chart8'],
};

export const Colors: Story = {
  render: () => (
    <Stack gap="xl">
      {Object.entries(groups).map(([group, names]) => (
        <Stack key={group} gap="sm">
          <Heading level={4}>{group}</Heading>
          <div className={styles.swatches}>
            {names.map((name) => (
              <div key={name} className={styles.swatch}>
                <div className={styles.chip} style={{ background: vars.color[name] }} />
                <Text size="sm" weight="medium">
                  {name}
                </Text>
              </div>
            ))}
          </div>
        </Stack>
      ))}
    </Stack>
  ),
};

export const Typography: Story = {
  render: () => (
    <Stack gap="lg">
      <Heading level={1}>Heading 1 — Today's overview</Heading>
      <Heading level={2}>Heading 2 — Recent orders</Heading>
      <Heading level={3}>Heading 3 — Payment summary</Heading>
      <Heading level={4}>Heading 4 — Pickup details</Heading>
      <Text size="lg">Large text: the quick brown fox jumps over the lazy dog.</Text>
      <Text>Body text (md): the quick brown fox jumps over the lazy dog.</Text>
      <Text size="sm" tone="muted">
        Small muted text: secondary information and hints.
      </Text>
      <Text size="xs" tone="subtle">
        Extra small subtle text: timestamps and captions.
      </Text>
      <Text tabularNums weight="semibold">
        LKR 12,450.00 · 1,234 · 98.6%
      </Text>
    </Stack>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Stack gap="xs">
      {(Object.keys(vars.space) as (keyof typeof vars.space)[]).map((name) => (
        <div key={name} className={styles.spaceRow}>
          <Text size="sm" weight="medium">
            {name}
          </Text>
          <div className={styles.spaceBar} style={{ width: vars.space[name] }} />
        </div>
      ))}
    </Stack>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <div className={styles.swatches}>
      {(['xs', 'sm', 'md', 'lg'] as const).map((shadow) => (
        <div key={shadow} className={styles.elevation} style={{ boxShadow: vars.shadow[shadow] }}>
          <Text size="sm" weight="medium">
            shadow.{shadow}
          </Text>
        </div>
      ))}
      {(['sm', 'md', 'lg', 'xl'] as const).map((radius) => (
        <div
          key={radius}
          className={styles.elevation}
          style={{ borderRadius: vars.radius[radius] }}
        >
          <Text size="sm" weight="medium">
            radius.{radius}
          </Text>
        </div>
      ))}
    </div>
  ),
};
