// The public surface of the design system: one explicit list, no `export *`.
export { vars, media, lightTheme, highContrastTheme, themeClasses } from './theme';
export { cx } from './utils/cx';
export {
  useControllableState,
  type UseControllableStateParams,
} from './utils/useControllableState';
export {
  LocaleIntlProvider,
  type LocaleIntlProviderProps,
} from './components/LocaleIntlProvider/LocaleIntlProvider';

export { Button, buttonVariants, buttonSizes, type ButtonProps } from './components/Button/Button';
export { ButtonLink, type ButtonLinkProps } from './components/Button/ButtonLink';
export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  type IconButtonProps,
} from './components/IconButton/IconButton';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden';
export { Box, boxBackgrounds, boxRadii, boxSpaces, type BoxProps } from './components/Box/Box';
export { Stack, stackAligns, stackGaps, type StackProps } from './components/Stack/Stack';
export {
  Inline,
  inlineAligns,
  inlineAlignsY,
  inlineGaps,
  type InlineProps,
} from './components/Inline/Inline';
export {
  Columns,
  Column,
  columnWidths,
  columnsAlignsY,
  columnsCollapseBelow,
  columnsGaps,
  type ColumnsProps,
  type ColumnProps,
} from './components/Columns/Columns';
export {
  Heading,
  headingAligns,
  headingLevels,
  type HeadingProps,
} from './components/Heading/Heading';
export {
  Text,
  textAligns,
  textElements,
  textSizes,
  textTones,
  textWeights,
  type TextProps,
} from './components/Text/Text';
export { Link, linkWeights, type LinkProps } from './components/Link/Link';
export { TextField, textFieldTypes, type TextFieldProps } from './components/TextField/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export {
  FormGrid,
  FormGridFull,
  formGridAlignsY,
  type FormGridProps,
  type FormGridFullProps,
} from './components/FormGrid/FormGrid';
export {
  PasswordField,
  passwordAutoCompletes,
  type PasswordFieldProps,
} from './components/PasswordField/PasswordField';
export {
  PasswordStrength,
  passwordStrengthLevels,
  type PasswordStrengthProps,
} from './components/PasswordStrength/PasswordStrength';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './components/CheckboxGroup/CheckboxGroup';
export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioOption,
} from './components/RadioGroup/RadioGroup';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export {
  DateRange,
  isReversed as isDateRangeReversed,
  type DateRangeProps,
  type DateRangeValue,
  type DateRangePreset,
} from './components/DateRange/DateRange';
export {
  FileUpload,
  formatFileSize,
  type FileUploadProps,
} from './components/FileUpload/FileUpload';
export {
  Card,
  cardElements,
  cardVariants,
  cardPaddings,
  cardHeadingLevels,
  type CardProps,
} from './components/Card/Card';
export {
  ListCard,
  ListRows,
  ListRow,
  listRowsVariants,
  listRowsElements,
  type ListCardProps,
  type ListRowsProps,
  type ListRowProps,
} from './components/ListCard/ListCard';
export {
  Badge,
  badgeTones,
  badgeSizes,
  badgeExerciseThemes,
  type BadgeProps,
} from './components/Badge/Badge';
export { Tag, tagTones, type TagProps } from './components/Tag/Tag';
export { Alert, alertTones, type AlertProps } from './components/Alert/Alert';
export {
  ToastProvider,
  useToast,
  toastTones,
  type ToastProviderProps,
  type ToastOptions,
  type ToastApi,
} from './components/Toast/Toast';
export { Dialog, dialogSizes, preloadDialog, type DialogProps } from './components/Dialog/Dialog';
export {
  ConfirmDialog,
  confirmDialogTones,
  type ConfirmDialogProps,
} from './components/ConfirmDialog/ConfirmDialog';
export { ConfirmAction, type ConfirmActionProps } from './components/ConfirmAction/ConfirmAction';
export { Disclosure, type DisclosureProps } from './components/Disclosure/Disclosure';
export { Tabs, tabsActivationModes, type TabsProps, type TabItem } from './components/Tabs/Tabs';
export {
  Table,
  tableAligns,
  tableSortDirections,
  type TableProps,
  type TableColumn,
  type TableSort,
  type TableSortDirection,
  type TableSortValue,
} from './components/Table/Table';
export {
  EmptyState,
  emptyStateSizes,
  emptyStateHeadingLevels,
  type EmptyStateProps,
} from './components/EmptyState/EmptyState';
export {
  Skeleton,
  SkeletonBlock,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonBlockProps,
} from './components/Skeleton/Skeleton';
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner/Spinner';
export {
  ProgressBar,
  progressBarTones,
  progressBarSizes,
  type ProgressBarProps,
} from './components/ProgressBar/ProgressBar';
export {
  ProgressRing,
  progressRingSizes,
  type ProgressRingProps,
} from './components/ProgressRing/ProgressRing';
export {
  StatTile,
  statTileReferenceKinds,
  type StatTileProps,
} from './components/StatTile/StatTile';
export { StarCount, starCountSizes, type StarCountProps } from './components/StarCount/StarCount';
export { NavBar, type NavBarProps } from './components/NavBar/NavBar';
export { SideNav, type SideNavProps } from './components/SideNav/SideNav';
export type { NavItem, NavLinkProps, RenderNavLink } from './components/SideNav/navItem';
export {
  PageHeader,
  type PageHeaderProps,
  type Breadcrumb,
  type BreadcrumbLinkProps,
} from './components/PageHeader/PageHeader';
export {
  LanguageSwitcher,
  languageSwitcherLayouts,
  type LanguageSwitcherProps,
} from './components/LanguageSwitcher/LanguageSwitcher';
export {
  EffortScale,
  effortLevels,
  type EffortLevel,
  type EffortScaleProps,
} from './components/EffortScale/EffortScale';
export {
  PainScale,
  painLevels,
  type PainLevel,
  type PainScaleProps,
} from './components/PainScale/PainScale';
export {
  ExerciseIllustration,
  type ExerciseIllustrationProps,
} from './components/ExerciseIllustration/ExerciseIllustration';
export {
  DifficultyScale,
  programDifficultyLevels,
  type ProgramDifficultyLevel,
  type DifficultyScaleProps,
} from './components/DifficultyScale/DifficultyScale';
export {
  Countdown,
  countdownPhases,
  type CountdownPhase,
  type CountdownProps,
  type CountdownStatus,
} from './components/Countdown/Countdown';
export {
  CountdownDisplay,
  type CountdownDisplayProps,
} from './components/Countdown/CountdownDisplay';
export { LineChart, type LineChartProps } from './components/LineChart/LineChart';
export { BarChart, type BarChartProps, type BarDatum } from './components/BarChart/BarChart';
export {
  StackedBarChart,
  type StackedBarChartProps,
} from './components/StackedBarChart/StackedBarChart';
export {
  chartXKinds,
  type ChartXKind,
  type ChartObjective,
  type ChartRow,
  type ChartSeries,
  type ChartCommonProps,
} from './components/Chart/chartTypes';
export { chartTones, type ChartTone } from './components/Chart/chartTones';
