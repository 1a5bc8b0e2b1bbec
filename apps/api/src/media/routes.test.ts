/**
 * The media directory (docs/decisions/api-media.md): exercise videos with captions and sound
 * program audio, served publicly under /api/media/ with their content types and range requests,
 * nothing else of the directory and nothing outside it; and the session steps and sound programs
 * that point to them.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CurrentSession, SoundProgramList } from '@oxilio/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../test/fixtures';
import { call, testConfig, useTestApp } from '../../test/helper';
import { assignProgram, ensureSessionReferenceData } from '../../test/session-fixtures';
import sessionsRoutes from '../modules/sessions/routes';
import soundProgramsRoutes from '../modules/soundPrograms/routes';
import { createMediaLibrary } from './library';

const mediaDir = join(tmpdir(), `oxilio-media-${randomBytes(6).toString('hex')}`);
const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
const ctx = useTestApp({
  config: testConfig((config) => (config.mediaDir = mediaDir)),
  modules: [sessionsRoutes, soundProgramsRoutes],
});

beforeAll(async () => {
  await mkdir(join(mediaDir, 'exercises'), { recursive: true });
  await mkdir(join(mediaDir, 'sounds'), { recursive: true });
  await writeFile(join(mediaDir, 'exercises', '2.mp4'), video);
  await writeFile(join(mediaDir, 'exercises', '2.webm'), video);
  await writeFile(
    join(mediaDir, 'exercises', '2.fr.vtt'),
    'WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n',
  );
  await writeFile(
    join(mediaDir, 'exercises', '2.de.vtt'),
    'WEBVTT\n\n00:00.000 --> 00:02.000\nHallo\n',
  );
  await writeFile(join(mediaDir, 'exercises', '2.xx.vtt'), 'WEBVTT\n');
  await writeFile(join(mediaDir, 'exercises', '4.webm'), video);
  await writeFile(join(mediaDir, 'exercises', 'notes.txt'), 'private notes');
  await writeFile(join(mediaDir, 'exercises', '.5.mp4'), video);
  await writeFile(join(mediaDir, 'sounds', 'cadence-080.mp3'), video);
  await writeFile(join(mediaDir, 'sounds', 'cadence-080.wav'), video);
  await writeFile(join(mediaDir, 'secret.mp4'), video);
});

afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

describe('GET /api/media/...', () => {
  it('serves an exercise video without a token, with its type, a cache and byte ranges', async () => {
    const whole = await call(ctx.app, 'GET', '/api/media/exercises/2.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(whole.headers['content-length'])).toBe(1000);

    const part = await call(ctx.app, 'GET', '/api/media/exercises/2.mp4', {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(Number(part.headers['content-length'])).toBe(100);
  });

  it('serves captions as WebVTT and sound program audio with their types', async () => {
    const captions = await call(ctx.app, 'GET', '/api/media/exercises/2.fr.vtt');
    expect(captions.status).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.raw).toContain('Bonjour');
    const audio = await call(ctx.app, 'GET', '/api/media/sounds/cadence-080.mp3');
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
  });

  it('serves nothing else of the directory, and nothing outside it', async () => {
    for (const path of [
      '/api/media/exercises/notes.txt',
      '/api/media/exercises/.5.mp4',
      '/api/media/exercises/3.mp4',
      '/api/media/exercises/2.xx.vtt',
      '/api/media/secret.mp4',
      '/api/media/exercises/',
      '/api/media/exercises/..%2Fsecret.mp4',
      '/api/media/exercises/%2e%2e/secret.mp4',
      '/api/media/../src/config.ts',
      '/api/media/exercises/2.mp4/..%2F..%2Fsecret.mp4',
    ]) {
      const res = await call(ctx.app, 'GET', path);
      expect([403, 404], `${path}: ${res.status}`).toContain(res.status);
      expect(res.raw).not.toContain('private notes');
      expect(res.headers['content-type'], path).not.toMatch(/^video\//);
    }
  });
});

describe('what points to the media', () => {
  let world: World;

  beforeAll(async () => {
    await ensureSessionReferenceData(ctx.app);
    world = await createWorld(ctx.app);
    await assignProgram(ctx.app, world.a.patient.patientId, [
      { exerciseId: 2 },
      { exerciseId: 4 },
      { exerciseId: 14 },
    ]);
  });

  it('gives each step its video and captions when the directory has them, null otherwise', async () => {
    const res = await call<CurrentSession>(
      ctx.app,
      'GET',
      `/api/v1/Patients/${world.a.patient.patientId}/Sessions/current/true`,
      { token: world.a.patient.token },
    );
    expect(res.status).toBe(200);
    const videos = res.body.session!.steps.map((step) => step.video);
    expect(videos).toEqual([
      {
        url: '/api/media/exercises/2.mp4',
        type: 'video/mp4',
        captions: [
          { locale: 'fr', url: '/api/media/exercises/2.fr.vtt' },
          { locale: 'de', url: '/api/media/exercises/2.de.vtt' },
        ],
      },
      { url: '/api/media/exercises/4.webm', type: 'video/webm', captions: [] },
      null,
    ]);
  });

  it('gives a sound program its audio when the file exists, null otherwise', async () => {
    const res = await call<SoundProgramList>(ctx.app, 'GET', '/api/v1/SoundPrograms', {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(200);
    const audio = Object.fromEntries(
      res.body.soundPrograms.map((program) => [program.audioKey, program.audio]),
    );
    expect(audio['cadence-080']).toEqual({
      url: '/api/media/sounds/cadence-080.mp3',
      type: 'audio/mpeg',
    });
    expect(audio['breathing-calm']).toBeNull();
  });
});

describe('the media listing', () => {
  it('sees files added while the server runs once its short cache has passed', async () => {
    let time = 0;
    const library = createMediaLibrary(mediaDir, { ttlMs: 30_000, now: () => time });
    expect(library.exerciseVideo(7)).toBeNull();
    await writeFile(join(mediaDir, 'exercises', '7.mp4'), video);
    time = 10_000;
    expect(library.exerciseVideo(7)).toBeNull();
    time = 30_000;
    expect(library.exerciseVideo(7)).toMatchObject({ url: '/api/media/exercises/7.mp4' });
  });

  it('has nothing when the directory does not exist', () => {
    const library = createMediaLibrary(join(mediaDir, 'missing'));
    expect(library.exerciseVideo(2)).toBeNull();
    expect(library.soundAudio('cadence-080')).toBeNull();
  });
});
