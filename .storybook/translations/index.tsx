import type { Decorator, Loader } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { loadCatalogues, type Catalogues } from './catalogues';
import { MessageRecorder, RecordMessages, RecorderProvider } from './recorder';
import { TranslationsTable } from './TranslationsTable';

export { RecordMessages } from './recorder';

/** The toolbar global: 'on' shows the translators' view below the story. */
export const translationsGlobal = {
  description: 'Translators’ view: the messages of the story in the seven languages',
  toolbar: {
    title: 'Translations',
    icon: 'transfer',
    items: [
      { value: 'off', title: 'Hide translations' },
      { value: 'on', title: 'Show translations' },
    ],
    dynamicTitle: true,
  },
} as const;

const isOn = (globals: Record<string, unknown>) => globals.translations === 'on';

/** Loads the catalogues when the view is on. */
export const loadTranslations: Loader = async ({ globals }) =>
  isOn(globals) ? { catalogues: await loadCatalogues() } : {};

function TranslatorsView({
  catalogues,
  children,
}: {
  catalogues: Catalogues;
  children: ReactNode;
}) {
  const [recorder] = useState(() => new MessageRecorder());
  return (
    <>
      <RecorderProvider recorder={recorder}>
        <RecordMessages>{children}</RecordMessages>
      </RecorderProvider>
      <TranslationsTable recorder={recorder} catalogues={catalogues} />
    </>
  );
}

/** Records the messages the story formats and shows them in the seven languages below it. */
export const withTranslations: Decorator = (Story, context) => {
  const { catalogues } = context.loaded as { catalogues?: Catalogues };
  if (!isOn(context.globals) || !catalogues) {
    return <Story />;
  }
  return (
    <TranslatorsView catalogues={catalogues}>
      <Story />
    </TranslatorsView>
  );
};
