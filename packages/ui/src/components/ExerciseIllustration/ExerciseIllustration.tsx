import {
  bodyPartLabel,
  exerciseThemeName,
  Position,
  positionLabel,
  type BodyPart,
  type ExerciseType,
} from '@oxilio/domain';
import { forwardRef, type SVGProps } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/cx';
import * as styles from './ExerciseIllustration.css';
import {
  figures,
  jointRegions,
  limbRegions,
  postureOf,
  regionsOf,
  trunkRegions,
  type Region,
} from './figure';

export interface ExerciseIllustrationProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Where the exercise is done: seated (wheelchair braked or not), standing in the oxilio, without it. */
  position: Position;
  /** The body part the exercise works, shown in the theme's colour. */
  bodyPart: BodyPart;
  /** The exercise's theme, whose colour marks the body part. */
  theme: ExerciseType;
  /** Accessible name. @defaultValue the position and the body part, in words */
  label?: string;
}

/** Small blocks against the wheels: the wheelchair or the oxilio is braked. */
function Brakes({ y }: { y: number }) {
  return (
    <>
      <rect className={styles.equipmentFill} x={44} y={y} width={10} height={14} rx={2} />
      <rect className={styles.equipmentFill} x={146} y={y} width={10} height={14} rx={2} />
    </>
  );
}

/** Lines beside the figure: the wheelchair or the oxilio moves. */
function Motion() {
  return (
    <path className={styles.equipment} d="M156 96 L180 96 M160 112 L188 112 M156 128 L180 128" />
  );
}

function Wheelchair({ position }: { position: Position }) {
  return (
    <g>
      <rect className={styles.equipmentFill} x={76} y={52} width={48} height={64} rx={6} />
      <path className={styles.equipment} d="M66 118 L134 118 M68 178 L90 178 M110 178 L132 178" />
      <ellipse className={styles.equipment} cx={60} cy={132} rx={7} ry={40} />
      <ellipse className={styles.equipment} cx={140} cy={132} rx={7} ry={40} />
      {position === Position.SeatedImmobilised ? <Brakes y={140} /> : null}
      {position === Position.SeatedMobile ? <Motion /> : null}
    </g>
  );
}

/** The oxilio: a frame at hip height on a wheeled base. */
function Oxilio({ position }: { position: Position }) {
  return (
    <g>
      <path className={styles.equipment} d="M66 184 L66 98 L134 98 L134 184 M58 186 L142 186" />
      <rect className={styles.equipmentFill} x={78} y={100} width={44} height={16} rx={8} />
      <circle className={styles.equipmentFill} cx={60} cy={190} r={5} />
      <circle className={styles.equipmentFill} cx={140} cy={190} r={5} />
      {position === Position.StandingImmobilised ? <Brakes y={166} /> : null}
      {position === Position.StandingMobile ? <Motion /> : null}
    </g>
  );
}

/**
 * A drawing of an exercise where no video exists: a person seen from the front, seated in the
 * wheelchair or standing in the oxilio (braked or moving) or without it, the body part worked in
 * the colour of the exercise's theme. Themed (the theme's variables); named for screen readers by
 * its position and body part.
 */
export const ExerciseIllustration = forwardRef<SVGSVGElement, ExerciseIllustrationProps>(
  function ExerciseIllustration({ position, bodyPart, theme, label, className, ...rest }, ref) {
    const intl = useIntl();
    const posture = postureOf(position);
    const figure = figures[posture];
    const lit = new Set<Region>(regionsOf[bodyPart]);
    const themeName = exerciseThemeName[theme];
    const name =
      label ??
      `${intl.formatMessage(positionLabel[position])} – ${intl.formatMessage(bodyPartLabel[bodyPart])}`;
    return (
      <svg
        ref={ref}
        viewBox="0 0 200 200"
        role="img"
        aria-label={name}
        className={cx(styles.root, className)}
        {...rest}
      >
        {position === Position.WithoutDevice ? (
          <path className={styles.ground} d="M50 187 L150 187" />
        ) : posture === 'seated' ? (
          <Wheelchair position={position} />
        ) : (
          <Oxilio position={position} />
        )}
        <path className={styles.head} d={figure.torso} />
        <g data-region-group="limbs">
          {limbRegions.map((region) => {
            const isLit = lit.has(region);
            // The trunk's own parts show over it only when they are the point of the exercise.
            if (!isLit && (trunkRegions as readonly string[]).includes(region)) {
              return null;
            }
            return (
              <path
                key={region}
                data-region={region}
                data-lit={isLit || undefined}
                className={isLit ? styles.highlightStroke[themeName] : styles.body}
                d={figure.limbs[region]}
              />
            );
          })}
        </g>
        <circle
          data-region="head"
          data-lit={lit.has('head') || undefined}
          className={lit.has('head') ? styles.highlightFill[themeName] : styles.head}
          {...figure.head}
        />
        {jointRegions.map((region) => {
          const isLit = lit.has(region);
          if (region === 'rightFoot' || region === 'leftFoot') {
            const foot = figure.feet[region];
            return (
              <ellipse
                key={region}
                data-region={region}
                data-lit={isLit || undefined}
                className={isLit ? styles.highlightFill[themeName] : styles.head}
                cx={foot.cx}
                cy={foot.cy}
                rx={isLit ? 11 : 9}
                ry={isLit ? 6 : 4}
              />
            );
          }
          // Joints show only when they are the point of the exercise.
          return isLit ? (
            <circle
              key={region}
              data-region={region}
              data-lit
              className={styles.highlightFill[themeName]}
              r={8}
              {...figure.joints[region]}
            />
          ) : null;
        })}
      </svg>
    );
  },
);
