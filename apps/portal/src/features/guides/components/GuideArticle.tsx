import type { Locale } from '@oxilio/locales';
import { TriangleAlert } from 'lucide-react';
import useSWR from 'swr';
import { DataState } from '../../../app/DataState';
import { loadGuideTexts, type GuideId, type GuideSection } from '../guides';
import * as styles from './guides.css';

/** The guides' texts in a language, loaded once per language. */
function useGuideTexts(locale: Locale) {
  return useSWR(['guides', locale], () => loadGuideTexts(locale), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

function Section({ section }: { section: GuideSection }) {
  const heading = (
    <h2 className={styles.heading}>
      {section.warning ? (
        <span className={styles.warningHeading}>
          <TriangleAlert aria-hidden="true" focusable="false" size={28} />
          {section.heading}
        </span>
      ) : (
        section.heading
      )}
    </h2>
  );
  return (
    <section className={`${styles.section} ${section.warning ? styles.warning : ''}`}>
      {heading}
      {section.paragraphs?.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
      {section.steps ? (
        <ol className={styles.steps}>
          {section.steps.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      ) : null}
      {section.tips ? (
        <ul className={styles.steps}>
          {section.tips.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export interface GuideArticleProps {
  guide: GuideId;
  locale: Locale;
}

/** A guide's text, in the reader's language, laid out for the screen and for paper. */
export function GuideArticle({ guide, locale }: GuideArticleProps) {
  const query = useGuideTexts(locale);
  return (
    <div className={`${styles.printRoot} ${styles.article}`}>
      <DataState query={query}>
        {(texts) =>
          texts[guide].map((section) => <Section key={section.heading} section={section} />)
        }
      </DataState>
    </div>
  );
}
