/**
 * The geometry of the exercise illustrations (viewBox 0 0 200 200): a person seen from the front,
 * seated in a wheelchair or standing, and which of their regions a body part lights up. The
 * person's right is on the left of the picture, as when facing them.
 */
import { BodyPart, Position } from '@oxilio/domain';

export type Posture = 'seated' | 'standing';

/** Parts of the trunk: drawn over it only when lit. */
export const trunkRegions = ['spine', 'shoulders', 'pelvis'] as const;

/** Regions drawn as strokes. */
export const limbRegions = [
  'spine',
  'shoulders',
  'pelvis',
  'rightArm',
  'leftArm',
  'rightThigh',
  'rightShin',
  'leftThigh',
  'leftShin',
] as const;
/** Regions drawn as joints or feet (shapes). */
export const jointRegions = [
  'rightHip',
  'leftHip',
  'rightKnee',
  'leftKnee',
  'rightFoot',
  'leftFoot',
] as const;

export type LimbRegion = (typeof limbRegions)[number];
export type JointRegion = (typeof jointRegions)[number];
export type Region = LimbRegion | JointRegion | 'head';

export interface Figure {
  head: { cx: number; cy: number; r: number };
  /** The trunk, drawn as a shape; the spine, shoulders and pelvis show over it when lit. */
  torso: string;
  limbs: Record<LimbRegion, string>;
  joints: Record<Exclude<JointRegion, 'rightFoot' | 'leftFoot'>, { cx: number; cy: number }>;
  feet: Record<'rightFoot' | 'leftFoot', { cx: number; cy: number }>;
}

export const figures: Record<Posture, Figure> = {
  standing: {
    head: { cx: 100, cy: 34, r: 15 },
    torso: 'M74 58 Q100 52 126 58 L116 110 L84 110 Z',
    limbs: {
      spine: 'M100 58 L100 106',
      shoulders: 'M74 60 L126 60',
      pelvis: 'M86 108 L114 108',
      rightArm: 'M74 62 L64 90 L60 116',
      leftArm: 'M126 62 L136 90 L140 116',
      rightThigh: 'M90 110 L88 146',
      rightShin: 'M88 146 L88 176',
      leftThigh: 'M110 110 L112 146',
      leftShin: 'M112 146 L112 176',
    },
    joints: {
      rightHip: { cx: 90, cy: 110 },
      leftHip: { cx: 110, cy: 110 },
      rightKnee: { cx: 88, cy: 146 },
      leftKnee: { cx: 112, cy: 146 },
    },
    feet: { rightFoot: { cx: 84, cy: 181 }, leftFoot: { cx: 116, cy: 181 } },
  },
  seated: {
    head: { cx: 100, cy: 32, r: 15 },
    torso: 'M74 56 Q100 50 126 56 L116 114 L84 114 Z',
    limbs: {
      spine: 'M100 56 L100 110',
      shoulders: 'M74 58 L126 58',
      pelvis: 'M86 112 L114 112',
      rightArm: 'M74 60 L64 86 L72 110',
      leftArm: 'M126 60 L136 86 L128 110',
      rightThigh: 'M88 114 L80 130',
      rightShin: 'M80 130 L80 166',
      leftThigh: 'M112 114 L120 130',
      leftShin: 'M120 130 L120 166',
    },
    joints: {
      rightHip: { cx: 88, cy: 114 },
      leftHip: { cx: 112, cy: 114 },
      rightKnee: { cx: 80, cy: 130 },
      leftKnee: { cx: 120, cy: 130 },
    },
    feet: { rightFoot: { cx: 76, cy: 171 }, leftFoot: { cx: 124, cy: 171 } },
  },
};

const right: Region[] = ['rightHip', 'rightThigh', 'rightKnee', 'rightShin', 'rightFoot'];
const left: Region[] = ['leftHip', 'leftThigh', 'leftKnee', 'leftShin', 'leftFoot'];

/** The regions each body part lights up (none for "all the body parts"). */
export const regionsOf: Record<BodyPart, readonly Region[]> = {
  [BodyPart.All]: [],
  [BodyPart.RightHip]: ['rightHip'],
  [BodyPart.LeftHip]: ['leftHip'],
  [BodyPart.BothHips]: ['rightHip', 'leftHip', 'pelvis'],
  [BodyPart.RightKnee]: ['rightKnee'],
  [BodyPart.LeftKnee]: ['leftKnee'],
  [BodyPart.BothKnees]: ['rightKnee', 'leftKnee'],
  [BodyPart.RightFoot]: ['rightFoot'],
  [BodyPart.LeftFoot]: ['leftFoot'],
  [BodyPart.BothFeet]: ['rightFoot', 'leftFoot'],
  [BodyPart.RightLowerLimb]: right,
  [BodyPart.LeftLowerLimb]: left,
  [BodyPart.BothLowerLimbs]: [...right, ...left],
  [BodyPart.LeftUpperLimb]: ['leftArm'],
  [BodyPart.RightUpperLimb]: ['rightArm'],
  [BodyPart.BothUpperLimbs]: ['rightArm', 'leftArm'],
  [BodyPart.Spine]: ['spine'],
  [BodyPart.Shoulders]: ['shoulders'],
  [BodyPart.WholeBody]: ['head', ...limbRegions, ...jointRegions],
};

/** Seated in the wheelchair, or standing (in the oxilio, or without it). */
export function postureOf(position: Position): Posture {
  return position === Position.StandingImmobilised ||
    position === Position.StandingMobile ||
    position === Position.WithoutDevice
    ? 'standing'
    : 'seated';
}
