import { defaultLocale, localeNames, supportedLocales } from '@oxilio/locales';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { translationRows, type Catalogues, type TranslationCell } from './catalogues';
import type { MessageRecorder } from './recorder';

// Developer-facing: plain English, plain styles (no theme), readable in both themes' pages.
const styles = {
  frame: {
    margin: '24px 16px',
    padding: 16,
    background: '#ffffff',
    color: '#1b1b1b',
    border: '1px solid #8a8a8a',
    borderRadius: 8,
    font: '13px/1.35 system-ui, sans-serif',
  },
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  caption: { textAlign: 'left', fontWeight: 700, fontSize: 16, paddingBottom: 8 },
  cell: {
    border: '1px solid #b5b5b5',
    padding: '3px 6px',
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
    textAlign: 'left',
  },
  head: { background: '#ececec' },
  sameAsFrench: { background: '#fff3c4' },
  missing: { background: '#ffe1e1' },
  flag: { display: 'block', fontWeight: 700, fontSize: 12 },
  note: { margin: '8px 0 0', fontSize: 12 },
} satisfies Record<string, CSSProperties>;

function Cell({ cell, fallback }: { cell: TranslationCell; fallback: string | undefined }) {
  if (cell.status === 'missing') {
    return (
      <td lang={cell.locale} style={{ ...styles.cell, ...styles.missing }}>
        <span style={styles.flag}>missing</span>
        {fallback === undefined || cell.locale !== defaultLocale ? null : (
          <>
            {' '}
            <span lang="fr">shown instead: {fallback}</span>
          </>
        )}
      </td>
    );
  }
  return (
    <td
      lang={cell.locale}
      style={{ ...styles.cell, ...(cell.status === 'sameAsFrench' ? styles.sameAsFrench : {}) }}
    >
      {cell.text}
      {cell.status === 'sameAsFrench' ? (
        <>
          {' '}
          <span style={styles.flag}>same as French</span>
        </>
      ) : null}
    </td>
  );
}

/**
 * The translators' view of a story: every message it formatted, as each locale's catalogue has
 * it, flagging the texts identical to French in another locale and the missing ones.
 */
export function TranslationsTable({
  recorder,
  catalogues,
}: {
  recorder: MessageRecorder;
  catalogues: Catalogues;
}) {
  useSyncExternalStore(recorder.subscribe, recorder.version);
  const rows = translationRows(recorder.messages(), catalogues);
  const count = (status: TranslationCell['status']) =>
    rows.reduce((total, row) => total + row.cells.filter((c) => c.status === status).length, 0);
  return (
    <div style={styles.frame} data-translations-view="">
      <table style={styles.table}>
        <caption style={styles.caption}>
          Translations of the {rows.length} messages this story shows ({count('sameAsFrench')}{' '}
          identical to French, {count('missing')} missing)
        </caption>
        <thead>
          <tr style={styles.head}>
            <th scope="col" style={{ ...styles.cell, width: '16%' }}>
              Message id
            </th>
            {supportedLocales.map((locale) => (
              <th key={locale} scope="col" style={styles.cell}>
                {localeNames[locale]} ({locale})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" style={styles.cell}>
                <code>{row.id}</code>
              </th>
              {row.cells.map((cell) => (
                <Cell key={cell.locale} cell={cell} fallback={row.defaultMessage} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p style={styles.note}>
        Identical to French: in another language, often not translated yet, sometimes right (names,
        “Coaching”). Missing: not in the catalogue; every language then shows the French text
        written in the code (under Français).
      </p>
    </div>
  );
}
