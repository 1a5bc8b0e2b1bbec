import { BodyPart, ExerciseType, Position, positions } from '@oxilio/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExerciseIllustration } from './ExerciseIllustration';

/** What the session player shows for an exercise without a video. */
const meta = {
  title: 'Clinical/ExerciseIllustration',
  component: ExerciseIllustration,
  args: {
    position: Position.SeatedImmobilised,
    bodyPart: BodyPart.RightKnee,
    theme: ExerciseType.Strength,
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <ExerciseIllustration {...args} />
    </div>
  ),
} satisfies Meta<typeof ExerciseIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeatedRightKnee: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Assis immobilisé – Genou droit' })).toBeVisible();
  },
};

export const StandingMobileBothLowerLimbs: Story = {
  args: {
    position: Position.StandingMobile,
    bodyPart: BodyPart.BothLowerLimbs,
    theme: ExerciseType.Endurance,
  },
};

const samples: [BodyPart, ExerciseType][] = [
  [BodyPart.BothUpperLimbs, ExerciseType.Endurance],
  [BodyPart.LeftHip, ExerciseType.Balance],
  [BodyPart.BothKnees, ExerciseType.Strength],
  [BodyPart.Spine, ExerciseType.Flexibility],
  [BodyPart.BothFeet, ExerciseType.Functional],
  [BodyPart.WholeBody, ExerciseType.ClinicalTest],
];

/** Every position, each with a body part and a theme, for the screenshot. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, minmax(0, 160px))' }}>
      {positions.map((position, index) => {
        const [bodyPart, theme] = samples[index % samples.length]!;
        return (
          <ExerciseIllustration
            key={position}
            position={position}
            bodyPart={bodyPart}
            theme={theme}
          />
        );
      })}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(positions.length);
  },
};
