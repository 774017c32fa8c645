// The kit's look: the self-hosted font, the theme on :root, the reset and base styles.
import '@fontsource-variable/inter';
import './theme/global.css';

export { Alert, type AlertProps, type AlertTone } from './Alert/Alert';
// Shell
export { AppShell, type AppShellProps } from './AppShell/AppShell';
export { type AppShellContextValue, useAppShell } from './AppShell/AppShellContext';
export { Avatar, type AvatarProps } from './Avatar/Avatar';
// Display
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
// Layout and type
export { Box, type BoxProps } from './Box/Box';
// Controls
export { Button, type ButtonProps } from './Button/Button';
export { Card, type CardProps } from './Card/Card';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Combobox, type ComboboxProps } from './Combobox/Combobox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
// The chart palette alone (swatches, legends next to charts); the charts are `@laundry/ui/charts`.
export { type ChartColor, chartColor } from './charts/chartTheme';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type SortDirection,
  type SortState,
} from './DataTable/DataTable';
export {
  DATE_INPUT_FORMAT,
  DATE_INPUT_INVALID,
  DateInput,
  type DateInputProps,
} from './DateInput/DateInput';
export { dayText, parseDayText } from './DateInput/dayText';
export {
  type DescriptionItem,
  DescriptionList,
  type DescriptionListProps,
} from './DescriptionList/DescriptionList';
// Overlays
export { Dialog, type DialogProps } from './Dialog/Dialog';
export {
  DropdownMenu,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
} from './DropdownMenu/DropdownMenu';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { Field, type FieldProps, useFieldIds } from './Field/Field';
export { FullPageSpinner, type FullPageSpinnerProps } from './FullPageSpinner/FullPageSpinner';
export { Heading, type HeadingLevel, type HeadingProps } from './Heading/Heading';
export { useElementWidth } from './hooks/useElementWidth';
// Hooks
export { useMediaQuery } from './hooks/useMediaQuery';
export { scrollToTop, useScrollY } from './hooks/useScrollY';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { Inline, type InlineProps } from './Inline/Inline';
export { ListSkeleton, type ListSkeletonProps } from './ListSkeleton/ListSkeleton';
export { ListToolbar, type ListToolbarProps } from './ListToolbar/ListToolbar';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { type PageItem, pageItems } from './Pagination/pageItems';
export { type PageSummaryInput, pageRange, pageSummary } from './Pagination/pageSummary';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export { QueryErrorAlert, type QueryErrorAlertProps } from './QueryErrorAlert/QueryErrorAlert';
export {
  ScrollToTopButton,
  type ScrollToTopButtonProps,
} from './ScrollToTopButton/ScrollToTopButton';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './SegmentedControl/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export {
  Sidebar,
  SidebarGroup,
  type SidebarGroupProps,
  SidebarItem,
  type SidebarItemProps,
  type SidebarProps,
} from './Sidebar/Sidebar';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Stack, type StackProps } from './Stack/Stack';
export {
  StatCard,
  type StatCardProps,
  type StatTrend,
  type TrendDirection,
} from './StatCard/StatCard';
export { Switch, type SwitchProps } from './Switch/Switch';
export { Tabs, type TabsRootProps } from './Tabs/Tabs';
export { Text, type TextProps } from './Text/Text';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { Tile, TileGrid, type TileGridProps, type TileProps } from './TileGrid/TileGrid';
export {
  defaultToastDurations,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './Toast/Toast';
export { TopBar, type TopBarProps } from './TopBar/TopBar';
export { breakpoints, media } from './theme/breakpoints';
export { TOP_BAR_HEIGHT } from './theme/layout';
export { contrastRatio, readableTextColor } from './theme/readableTextColor';
export { type Space, type Sprinkles, sprinkles } from './theme/sprinkles.css';
// Theme
export { vars } from './theme/theme.css';
export {
  type ListView,
  listViews,
  ViewSwitch,
  type ViewSwitchProps,
} from './ViewSwitch/ViewSwitch';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
