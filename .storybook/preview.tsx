import type { Preview } from '@storybook/react-vite';
import { ToastProvider } from '../packages/ui/src';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    backgrounds: {
      options: {
        page: { name: 'Page', value: '#f6f5f2' },
        surface: { name: 'Surface', value: '#ffffff' },
      },
    },
    a11y: { test: 'error' },
  },
  initialGlobals: {
    backgrounds: { value: 'page' },
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
