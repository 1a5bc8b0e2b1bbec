import { ChevronRight } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/cx';
import * as styles from './PageHeader.css';

/** One step of the breadcrumb trail. */
export interface Breadcrumb {
  /** Visible text. */
  label: string;
  /** Destination; the current page (last step) may have none. */
  href?: string;
}

/** Props a breadcrumb link renderer must spread on the element it renders. */
export interface BreadcrumbLinkProps {
  /** Destination, from the breadcrumb. */
  href: string;
  /** Link styles; keep them on the rendered element. */
  className: string;
  /** 'page' when the last step (the current page) is a link. */
  'aria-current'?: 'page';
  /** The breadcrumb's label. */
  children: ReactNode;
}

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Title of the page, rendered as the page's only h1. */
  title: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Trail from the top of the app to this page; the last step is the current page. */
  breadcrumbs?: readonly Breadcrumb[];
  /** Renders each breadcrumb link, to use the app router's Link. @defaultValue a plain `<a>` */
  renderLink?: (crumb: Breadcrumb, props: BreadcrumbLinkProps) => ReactNode;
  /** A back link (e.g. "Retour aux patients"), shown above the title. */
  back?: ReactNode;
  /** Page actions (buttons), shown beside the title on wide screens and under it on narrow ones. */
  actions?: ReactNode;
}

const renderAnchor = (_crumb: Breadcrumb, { children, ...props }: BreadcrumbLinkProps) => (
  <a {...props}>{children}</a>
);

/** The top of a page: breadcrumbs, back link, h1 title, description and actions. */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  { title, description, breadcrumbs, renderLink = renderAnchor, back, actions, className, ...rest },
  ref,
) {
  const intl = useIntl();
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav
          aria-label={intl.formatMessage({
            id: 'ui.pageHeader.breadcrumbs',
            defaultMessage: 'Fil d’Ariane',
          })}
        >
          <ol className={styles.breadcrumbList}>
            {breadcrumbs.map((crumb, index) => {
              const current = index === breadcrumbs.length - 1;
              return (
                <li key={`${index}-${crumb.label}`} className={styles.breadcrumbItem}>
                  {index > 0 ? (
                    <ChevronRight
                      aria-hidden="true"
                      focusable="false"
                      size={18}
                      className={styles.separator}
                    />
                  ) : null}
                  {crumb.href ? (
                    renderLink(crumb, {
                      href: crumb.href,
                      className: styles.breadcrumbLink,
                      'aria-current': current ? 'page' : undefined,
                      children: crumb.label,
                    })
                  ) : (
                    <span
                      className={styles.breadcrumbCurrent}
                      aria-current={current ? 'page' : undefined}
                    >
                      {crumb.label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      {back ? <div className={styles.back}>{back}</div> : null}
      <div className={styles.main}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {description ? <div className={styles.description}>{description}</div> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
});
