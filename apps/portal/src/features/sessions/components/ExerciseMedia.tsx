import { formatDisplayName, type Exercise } from '@oxilio/domain';
import type { ExerciseVideo } from '@oxilio/domain/contract';
import { ExerciseIllustration } from '@oxilio/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { playerMessages } from '../messages';
import * as styles from './SessionPlayer.css';

export interface ExerciseMediaProps {
  exercise: Exercise | undefined;
  /** The exercise's name, for the video's accessible name. */
  name: string;
  /** The video, when the media directory has one; the illustration otherwise. */
  video?: ExerciseVideo | null;
}

/**
 * The video of an exercise (no autoplay; captions in the user's language first), or, where there is
 * none or it fails to load, the drawing of its position and body part: never a broken player.
 */
export function ExerciseMedia({ exercise, name, video }: ExerciseMediaProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [failed, setFailed] = useState(false);
  if (video && !failed) {
    const captions = [...video.captions].sort(
      (a, b) => Number(b.locale === locale) - Number(a.locale === locale),
    );
    return (
      // Captions come from the API's list (a .vtt beside the video); the rule cannot see the map.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        className={styles.video}
        controls
        preload="metadata"
        playsInline
        aria-label={name}
        onError={() => setFailed(true)}
      >
        <source src={video.url} type={video.type} onError={() => setFailed(true)} />
        {captions.map((track, index) => (
          <track
            key={track.locale}
            kind="captions"
            src={track.url}
            srcLang={track.locale}
            label={formatDisplayName(track.locale, locale, 'language')}
            default={index === 0}
          />
        ))}
      </video>
    );
  }
  if (!exercise) {
    return null;
  }
  return (
    <figure className={styles.figure}>
      <ExerciseIllustration
        className={styles.illustration}
        position={exercise.position}
        bodyPart={exercise.bodyPart}
        theme={exercise.theme}
      />
      <figcaption className={styles.caption}>
        {intl.formatMessage(playerMessages.videoUnavailable)}
      </figcaption>
    </figure>
  );
}
