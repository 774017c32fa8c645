import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, DollarSign, Package, Plus, Shirt, Users, WashingMachine } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { scrollToTop, useScrollY } from '../hooks/useScrollY';
import { Inline } from '../Inline/Inline';
import { ScrollToTopButton } from '../ScrollToTopButton/ScrollToTopButton';
import { Sidebar } from '../Sidebar/Sidebar';
import { Stack } from '../Stack/Stack';
import { StatCard } from '../StatCard/StatCard';
import {
  demoSidebarFooter,
  demoSidebarGroups,
  demoTopBarEnd,
  demoTopBarStart,
} from '../storySupport/shellDemo';
import { Text } from '../Text/Text';
import { TopBar } from '../TopBar/TopBar';
import { AppShell } from './AppShell';

function DemoPage() {
  return (
    <Stack gap="lg">
      <Inline justify="between" gap="md" collapseBelow="tablet">
        <Stack gap="xxs">
          <Heading level={1}>Good morning, Kasun</Heading>
          <Text tone="muted">Tuesday, 19 May 2026</Text>
        </Stack>
        <Inline gap="sm">
          <Badge tone="purple">Administrator Dashboard</Badge>
          <Button iconStart={<Plus />}>New order</Button>
        </Inline>
      </Inline>
      <Box display="grid" columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="md">
        <StatCard
          label="Total Orders"
          value="1,284"
          trend="+12%"
          hint="vs last month"
          icon={<Package />}
        />
        <StatCard
          label="Customers"
          value="532"
          trend="+8%"
          hint="vs last month"
          icon={<Users />}
          tone="blue"
        />
        <StatCard
          label="Revenue"
          value="LKR 482,300"
          trend="+5%"
          hint="vs last month"
          icon={<DollarSign />}
          tone="green"
        />
        <StatCard
          label="Pending"
          value="23"
          trend="-3%"
          hint="vs last month"
          icon={<Clock />}
          tone="amber"
        />
      </Box>
      <Box display="grid" columns={{ mobile: 1, desktop: 3 }} gap="md">
        <Card
          title="Recent orders"
          description="The three latest orders."
          actions={
            <Button size="sm" variant="secondary">
              View all
            </Button>
          }
        >
          <Stack gap="sm">
            {[
              'ORD-2026-01042 · Nimali Perera',
              'ORD-2026-01041 · Ishan de Silva',
              'ORD-2026-01040 · Ayesha Bandara',
            ].map((line) => (
              <Inline key={line} justify="between">
                <Text size="sm">{line}</Text>
                <Badge tone="blue" size="sm">
                  Washing
                </Badge>
              </Inline>
            ))}
          </Stack>
        </Card>
        <Card title="Quick actions">
          <Stack gap="xs">
            <Button variant="soft" iconStart={<Plus />} fullWidth>
              Create order
            </Button>
            <Button variant="secondary" iconStart={<Users />} fullWidth>
              Add customer
            </Button>
            <Button variant="secondary" iconStart={<Shirt />} fullWidth>
              Manage services
            </Button>
          </Stack>
        </Card>
        <Card title="Tip">
          <Text tone="muted">
            Scroll down: the top bar gains a background and a button to go back up appears.
          </Text>
        </Card>
      </Box>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: filler to make the page scroll
        <Card key={i} title={`Section ${i + 1}`}>
          <Text tone="muted">Filler content so that the page scrolls.</Text>
        </Card>
      ))}
    </Stack>
  );
}

function Shell({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const y = useScrollY();
  return (
    <>
      <AppShell
        sidebarOpen={open}
        onSidebarOpenChange={setOpen}
        sidebar={
          <Sidebar
            title="Admin Portal"
            subtitle="Campus Laundry"
            logo={<WashingMachine />}
            footer={demoSidebarFooter}
          >
            {demoSidebarGroups('dashboard')}
          </Sidebar>
        }
        header={<TopBar elevated={y > 20} start={demoTopBarStart} end={demoTopBarEnd} />}
      >
        <DemoPage />
      </AppShell>
      <ScrollToTopButton visible={y > 300} onClick={scrollToTop} />
    </>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar: null,
    header: null,
    children: null,
    sidebarOpen: false,
    onSidebarOpenChange: () => undefined,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackOffice: Story = { render: () => <Shell /> };

/** On a phone-sized viewport the drawer starts open. */
export const DrawerOpen: Story = { render: () => <Shell initiallyOpen /> };
