import { BodyPart, ExerciseType, Position } from '@oxilio/domain';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { ExerciseIllustration, type ExerciseIllustrationProps } from './ExerciseIllustration';

function renderIllustration(props: ExerciseIllustrationProps) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <ExerciseIllustration {...props} />
    </IntlProvider>,
  );
}

const lit = (svg: Element) =>
  [...svg.querySelectorAll('[data-lit]')].map((node) => node.getAttribute('data-region'));

describe('ExerciseIllustration', () => {
  it('is an image named by its position and body part', async () => {
    const screen = await renderIllustration({
      position: Position.SeatedImmobilised,
      bodyPart: BodyPart.RightKnee,
      theme: ExerciseType.Strength,
    });
    await expect
      .element(screen.getByRole('img', { name: 'Assis immobilisé – Genou droit' }))
      .toBeVisible();
  });

  it('lights up the body part worked, the person’s right on the left of the picture', async () => {
    const screen = await renderIllustration({
      position: Position.StandingImmobilised,
      bodyPart: BodyPart.RightLowerLimb,
      theme: ExerciseType.Balance,
      label: 'Exercice',
    });
    const svg = screen.getByRole('img', { name: 'Exercice' }).element();
    expect(lit(svg)).toEqual(['rightThigh', 'rightShin', 'rightHip', 'rightKnee', 'rightFoot']);
    const knee = svg.querySelector('[data-region="rightKnee"]')!;
    expect(Number(knee.getAttribute('cx'))).toBeLessThan(100);
  });

  it('lights nothing for “all the body parts” and everything for the whole body', async () => {
    const all = await renderIllustration({
      position: Position.WithoutDevice,
      bodyPart: BodyPart.All,
      theme: ExerciseType.Functional,
      label: 'Tout',
    });
    expect(lit(all.getByRole('img', { name: 'Tout' }).element())).toEqual([]);
    all.unmount();
    const whole = await renderIllustration({
      position: Position.SeatedMobile,
      bodyPart: BodyPart.WholeBody,
      theme: ExerciseType.Endurance,
      label: 'Corps',
    });
    expect(lit(whole.getByRole('img', { name: 'Corps' }).element())).toHaveLength(16);
  });
});
