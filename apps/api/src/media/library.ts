/**
 * The media directory (MEDIA_DIR, docs/decisions/api-media.md): exercise videos with their WebVTT
 * captions, and the sound programs' audio, as files an operator drops in, named by the exercise id
 * or the sound program's key:
 *
 *   exercises/12.mp4            (or 12.webm) the video of exercise 12
 *   exercises/12.fr.vtt         its captions in French (one file per language, any of the seven)
 *   sounds/cadence-080.mp3      (or .ogg, .m4a, .wav) the audio of the sound program "cadence-080"
 *
 * The directory is listed, never addressed by a name from a request: what the API offers is what
 * the listing holds, and the files are served under `/api/media/` by @fastify/static (./routes.ts)
 * only when their name matches these patterns. The listing is kept for a short while, so files
 * added while the server runs appear without a restart.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { supportedLocales } from '@oxilio/locales';

/** Where the files are served (one origin with the portal: the CSP allows it). */
export const mediaUrlPrefix = '/api/media/';

/** Content types by extension: only these files exist for the API. */
export const videoTypes = { mp4: 'video/mp4', webm: 'video/webm' } as const;
export const audioTypes = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
} as const;
export const captionType = 'text/vtt';

const localePattern = supportedLocales.join('|');
/** exercises/<id>.<ext>, exercises/<id>.<locale>.vtt, sounds/<key>.<ext> */
export const exerciseVideoFile = new RegExp(
  `^([1-9][0-9]{0,2})\\.(${Object.keys(videoTypes).join('|')})$`,
);
export const exerciseCaptionFile = new RegExp(`^([1-9][0-9]{0,2})\\.(${localePattern})\\.vtt$`);
export const soundFile = new RegExp(
  `^([a-z0-9][a-z0-9-]{0,63})\\.(${Object.keys(audioTypes).join('|')})$`,
);

/** Whether a path under the media directory is one the API serves (`exercises/12.mp4`, ...). */
export function isServedMediaPath(path: string): boolean {
  const [folder, name, ...rest] = path.replace(/^\/+/, '').split('/');
  if (rest.length > 0 || !name) {
    return false;
  }
  if (folder === 'exercises') {
    return exerciseVideoFile.test(name) || exerciseCaptionFile.test(name);
  }
  return folder === 'sounds' && soundFile.test(name);
}

export interface ExerciseVideo {
  url: string;
  type: string;
  /** One per language available, in the order of the product's locales. */
  captions: { locale: string; url: string }[];
}

export interface SoundAudio {
  url: string;
  type: string;
}

export interface MediaLibrary {
  /** The media directory, absolute. */
  readonly root: string;
  exerciseVideo(exerciseId: number): ExerciseVideo | null;
  soundAudio(audioKey: string): SoundAudio | null;
}

interface Listing {
  videos: Map<number, ExerciseVideo>;
  sounds: Map<string, SoundAudio>;
}

function list(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

function readListing(root: string): Listing {
  const videos = new Map<number, ExerciseVideo>();
  const captions = new Map<number, { locale: string; url: string }[]>();
  for (const name of list(join(root, 'exercises'))) {
    const video = exerciseVideoFile.exec(name);
    if (video) {
      const id = Number(video[1]);
      const extension = video[2] as keyof typeof videoTypes;
      // mp4 is preferred when both exist: every browser plays it.
      if (!videos.has(id) || extension === 'mp4') {
        videos.set(id, {
          url: `${mediaUrlPrefix}exercises/${name}`,
          type: videoTypes[extension],
          captions: [],
        });
      }
      continue;
    }
    const caption = exerciseCaptionFile.exec(name);
    if (caption) {
      const id = Number(caption[1]);
      captions.set(id, [
        ...(captions.get(id) ?? []),
        { locale: caption[2]!, url: `${mediaUrlPrefix}exercises/${name}` },
      ]);
    }
  }
  for (const [id, video] of videos) {
    video.captions = (captions.get(id) ?? []).sort(
      (a, b) =>
        supportedLocales.indexOf(a.locale as never) - supportedLocales.indexOf(b.locale as never),
    );
  }
  const sounds = new Map<string, SoundAudio>();
  const audioPreference = Object.keys(audioTypes);
  for (const name of list(join(root, 'sounds'))) {
    const sound = soundFile.exec(name);
    if (!sound) {
      continue;
    }
    const key = sound[1]!;
    const extension = sound[2] as keyof typeof audioTypes;
    const kept = sounds.get(key);
    const keptExtension = kept ? kept.url.slice(kept.url.lastIndexOf('.') + 1) : null;
    if (
      !kept ||
      audioPreference.indexOf(extension) < audioPreference.indexOf(keptExtension as string)
    ) {
      sounds.set(key, { url: `${mediaUrlPrefix}sounds/${name}`, type: audioTypes[extension] });
    }
  }
  return { videos, sounds };
}

/** Copies, so that a caller changing what it got never changes the listing. */
const copyVideo = (video: ExerciseVideo): ExerciseVideo => ({
  ...video,
  captions: video.captions.map((caption) => ({ ...caption })),
});

export function createMediaLibrary(
  root: string,
  options: { ttlMs?: number; now?: () => number } = {},
): MediaLibrary {
  const { ttlMs = 30_000, now = () => Date.now() } = options;
  let cached: { at: number; listing: Listing } | null = null;
  const listing = () => {
    const time = now();
    if (!cached || time - cached.at >= ttlMs) {
      cached = { at: time, listing: readListing(root) };
    }
    return cached.listing;
  };
  return {
    root,
    exerciseVideo(exerciseId) {
      const video = listing().videos.get(exerciseId);
      return video ? copyVideo(video) : null;
    },
    soundAudio(audioKey) {
      const audio = listing().sounds.get(audioKey);
      return audio ? { ...audio } : null;
    },
  };
}
