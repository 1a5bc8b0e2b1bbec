import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect } from 'storybook/test';
import { Link, linkWeights } from './Link';

/** Stands in for a router's link component: takes `to` instead of `href`. */
const FakeRouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function FakeRouterLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={`#${to}`} data-router-link="" {...rest}>
      {children}
    </a>
  );
});

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#objectifs', children: 'Voir mes objectifs' },
  argTypes: { weight: { control: 'inline-radio', options: linkWeights } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Votre rééducatrice a ajouté un exercice. <Link {...args} /> pour la semaine.
    </p>
  ),
};

export const External: Story = {
  args: {
    href: 'https://www.example.org/notice',
    external: true,
    standalone: true,
    children: 'Notice de l’oxilio',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Notice de l’oxilio (s’ouvre dans une nouvelle fenêtre)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithRouterLink: Story = {
  args: { href: undefined, standalone: true, weight: 'bold', children: 'Ma journée' },
  render: ({ href: _href, ...args }) => <Link {...args} as={FakeRouterLink} to="/day" />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ma journée' });
    await expect(link).toHaveAttribute('href', '#/day');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const LongText: Story = {
  args: {
    external: true,
    href: 'https://www.example.org/guide',
    children:
      'Guide complet des exercices d’auto-rééducation recommandés après un accident vasculaire cérébral',
  },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <Link {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {linkWeights.map((weight) => (
        <p key={weight} style={{ margin: 0 }}>
          Dans une phrase, <Link {...args} weight={weight}>{`lien ${weight}`}</Link> et la suite.
        </p>
      ))}
      <Link {...args} standalone>
        Lien seul sur sa ligne
      </Link>
      <Link {...args} href="https://www.example.org" standalone external>
        Lien externe seul
      </Link>
      <Link {...args} href="https://www.example.org" external weight="bold">
        Lien externe en gras
      </Link>
    </div>
  ),
};
