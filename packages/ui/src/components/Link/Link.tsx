import { ExternalLink } from 'lucide-react';
import type { ElementType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PolymorphicProps } from '../Box/polymorphic';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './Link.css';

export const linkWeights = ['regular', 'bold'] as const;

export interface LinkOwnProps {
  /** Opens in a new window: sets `target="_blank"`, a safe `rel`, an icon and a spoken warning. @defaultValue false */
  external?: boolean;
  /** A link on its own line (not inside a sentence): at least 44 px high. @defaultValue false */
  standalone?: boolean;
  /** Font weight; 'regular' keeps the surrounding text's weight. @defaultValue 'regular' */
  weight?: (typeof linkWeights)[number];
  /** Text of the link. */
  children: ReactNode;
}

export type LinkProps<E extends ElementType = 'a'> = PolymorphicProps<E, LinkOwnProps>;

/**
 * An underlined link. `as` takes the app's router link (e.g. `as={RouterLink} to="/day"`), so the
 * design system does not depend on a router. A `ref` reaches the rendered element.
 */
export function Link<E extends ElementType = 'a'>({
  as,
  external = false,
  standalone = false,
  weight = 'regular',
  className,
  children,
  ...rest
}: LinkProps<E>) {
  const Component: ElementType = as ?? 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component
      className={cx(styles.link({ standalone, weight }), className as string | undefined)}
      {...externalProps}
      {...rest}
    >
      {children}
      {external ? (
        <>
          {/* A no-break space keeps the icon on the line of the last word. */}
          {'\u00a0'}
          <ExternalLink
            aria-hidden="true"
            focusable="false"
            size="0.9em"
            strokeWidth={2.25}
            className={styles.externalIcon}
          />
          <VisuallyHidden>
            <FormattedMessage
              id="ui.link.newWindow"
              defaultMessage="(s’ouvre dans une nouvelle fenêtre)"
            />
          </VisuallyHidden>
        </>
      ) : null}
    </Component>
  );
}
