import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../Badge/Badge';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export const tabsActivationModes = ['automatic', 'manual'] as const;

export interface TabItem {
  /** Unique value of the tab. */
  value: string;
  /** Text of the tab. */
  label: ReactNode;
  /** Content of the panel shown when the tab is selected. */
  content: ReactNode;
  /** Number shown in a badge after the label (e.g. patients waiting). */
  count?: number;
  /** Screen reader text for the count, e.g. "3 en attente". @defaultValue "{count} élément(s)" */
  countLabel?: string;
  /** Makes the tab unselectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs and their panels, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Évolution". */
  label: string;
  /** Selected tab (controlled). */
  value?: string;
  /** Tab selected first (uncontrolled). @defaultValue the first enabled tab */
  defaultValue?: string;
  /** Called with the value of the newly selected tab. */
  onValueChange?: (value: string) => void;
  /** 'automatic' selects a tab as the arrow keys reach it; 'manual' waits for Enter or Space. @defaultValue 'automatic' */
  activationMode?: (typeof tabsActivationModes)[number];
  /** Tabs share the whole width. @defaultValue false */
  fullWidth?: boolean;
  /** Extra class on the root. */
  className?: string;
}

/**
 * Tabs with arrow-key navigation (WAI-ARIA tabs pattern), 44px tabs and optional counts.
 *
 * For panels of one screen switched in place, with no address of their own. Sections a person may
 * link to are routes with a row of links (the portal's `TabbedPage`), and a value that cuts what is
 * shown is a `RadioGroup` or a `Select` (docs/decisions/ui-tabs-and-unused-components.md).
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    items,
    label,
    value,
    defaultValue,
    onValueChange,
    activationMode = 'automatic',
    fullWidth = false,
    className,
  },
  ref,
) {
  const intl = useIntl();
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      ref={ref}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
      className={cx(styles.root, className)}
    >
      <RadixTabs.List
        aria-label={label}
        className={cx(styles.list, fullWidth ? styles.listFullWidth : undefined)}
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.tab}
          >
            {item.label}
            {item.count !== undefined ? (
              <>
                <Badge tone="primary" aria-hidden="true">
                  {intl.formatNumber(item.count)}
                </Badge>
                <VisuallyHidden>
                  {item.countLabel ??
                    intl.formatMessage(
                      {
                        id: 'ui.tabs.count',
                        defaultMessage: '{count, plural, one {# élément} other {# éléments}}',
                      },
                      { count: item.count },
                    )}
                </VisuallyHidden>
              </>
            ) : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
});
