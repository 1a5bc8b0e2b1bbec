import { formatDuration } from '@oxilio/domain';
import type { Locale } from '@oxilio/locales';
import { Button, Card, Stack, Text } from '@oxilio/ui';
import { Pause, Play, VolumeX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import * as styles from './soundPrograms.css';

const messages = defineMessages({
  duration: { id: 'patient.soundPrograms.duration', defaultMessage: 'Durée : {duration}' },
  play: { id: 'patient.soundPrograms.play', defaultMessage: 'Écouter' },
  resume: { id: 'patient.soundPrograms.resume', defaultMessage: 'Reprendre' },
  pause: { id: 'patient.soundPrograms.pause', defaultMessage: 'Mettre en pause' },
  position: {
    id: 'patient.soundPrograms.position',
    defaultMessage: 'Position dans « {name} »',
  },
  positionValue: {
    id: 'patient.soundPrograms.positionValue',
    defaultMessage: '{elapsed} sur {total}',
  },
  clock: { id: 'patient.soundPrograms.clock', defaultMessage: '{elapsed} / {total}' },
  unavailableTitle: {
    id: 'patient.soundPrograms.unavailableTitle',
    defaultMessage: 'Audio non disponible',
  },
  unavailableBody: {
    id: 'patient.soundPrograms.unavailableBody',
    defaultMessage:
      'L’enregistrement de ce programme n’est pas encore disponible. Revenez plus tard.',
  },
});

/** Another player started: the others pause (one sound at a time). */
const playingEvent = 'oxilio:sound-program-playing';

/** "m:ss" (or "h:mm:ss") for the visible clock. */
function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export interface SoundProgramPlayerProps {
  /** The program's name, its card's title. */
  name: string;
  description?: string | null;
  /** Known length in seconds (shown before the audio is loaded). */
  durationSeconds?: number | null;
  /** Address of the audio; absent or null: the program says its audio is not available. */
  src?: string | null;
  /** Level of the title. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A sound program and its player: a large play/pause button and a position slider that keyboards
 * and screen readers use (arrow keys move by 5 seconds), around an `<audio>` element without native
 * controls. Without an audio address, or when the audio cannot be loaded, it says so plainly.
 */
export function SoundProgramPlayer({
  name,
  description,
  durationSeconds,
  src,
  headingLevel = 3,
}: SoundProgramPlayerProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const titleId = useId();
  const audio = useRef<HTMLAudioElement>(null);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState<number | null>(durationSeconds ?? null);
  const Title = `h${headingLevel}` as const;
  const available = Boolean(src) && !failed;

  useEffect(() => {
    const pauseIfOther = (event: Event) => {
      if ((event as CustomEvent<HTMLAudioElement>).detail !== audio.current) {
        audio.current?.pause();
      }
    };
    window.addEventListener(playingEvent, pauseIfOther);
    return () => window.removeEventListener(playingEvent, pauseIfOther);
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) {
      return;
    }
    if (element.paused) {
      // A refusal to play (the browser's autoplay rules, a pause meanwhile) is not a missing audio:
      // only the element's own error says the audio cannot be loaded.
      void element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  };

  const total = length ?? 0;
  const spoken = (seconds: number) => formatDuration(seconds, locale);
  const label = playing ? messages.pause : position > 0 ? messages.resume : messages.play;

  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} className={styles.title}>
          {name}
        </Title>
        {description ? <Text tone="muted">{description}</Text> : null}
        {durationSeconds ? (
          <Text size="small">
            {intl.formatMessage(messages.duration, { duration: spoken(durationSeconds) })}
          </Text>
        ) : null}
        {available ? (
          <>
            {/* Audio only: the program's description is its text alternative; a captions track
                has nothing to show for a beat or music, and none exists for the voices yet. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <audio
              ref={audio}
              src={src ?? undefined}
              preload="metadata"
              onPlay={() => {
                setPlaying(true);
                window.dispatchEvent(new CustomEvent(playingEvent, { detail: audio.current }));
              }}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
              onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
              onLoadedMetadata={(event) => {
                const seconds = event.currentTarget.duration;
                if (Number.isFinite(seconds) && seconds > 0) {
                  setLength(seconds);
                }
              }}
              onError={() => setFailed(true)}
            />
            <div className={styles.controls}>
              <Button
                size="large"
                icon={playing ? Pause : Play}
                onClick={toggle}
                aria-describedby={titleId}
              >
                {intl.formatMessage(label)}
              </Button>
              <input
                type="range"
                className={styles.seek}
                min={0}
                max={Math.max(total, 1)}
                step={5}
                value={Math.min(position, total)}
                disabled={total === 0}
                aria-label={intl.formatMessage(messages.position, { name })}
                aria-valuetext={intl.formatMessage(messages.positionValue, {
                  elapsed: spoken(position),
                  total: spoken(total),
                })}
                onChange={(event) => {
                  const seconds = Number(event.currentTarget.value);
                  setPosition(seconds);
                  if (audio.current) {
                    audio.current.currentTime = seconds;
                  }
                }}
              />
              <span className={styles.time} aria-hidden="true">
                {intl.formatMessage(messages.clock, {
                  elapsed: clock(position),
                  total: clock(total),
                })}
              </span>
            </div>
          </>
        ) : (
          <div className={styles.unavailable}>
            <VolumeX
              aria-hidden="true"
              focusable="false"
              size={22}
              className={styles.unavailableIcon}
            />
            <div>
              <Text weight="bold">{intl.formatMessage(messages.unavailableTitle)}</Text>
              <Text>{intl.formatMessage(messages.unavailableBody)}</Text>
            </div>
          </div>
        )}
      </Stack>
    </Card>
  );
}
