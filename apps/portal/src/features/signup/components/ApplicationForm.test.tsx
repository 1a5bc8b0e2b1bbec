import type { ApplicationAvailability, ApplicationType } from '@oxilio/domain/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { InFrench } from '../../../testing/InFrench';
import { apiAnswer } from '../../../testing/queuedFetch';
import { ApplicationForm } from './ApplicationForm';

// Installed before the API client's module binds `fetch` (testing/queuedFetch.ts).
const sent = await vi.hoisted(async () =>
  (await import('../../../testing/queuedFetch')).installQueuedFetch(),
);

const heading = () => page.getByRole('heading', { level: 2 });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const next = () => page.getByRole('button', { name: 'Suivant' });
const send = () => page.getByRole('button', { name: 'Vérifier la disponibilité' });
const unexpected = 'Une erreur inattendue est survenue. Réessayez dans un instant.';
const tooMany = 'Trop de tentatives. Patientez quelques minutes avant de réessayer.';
const nameRule =
  'Saisissez uniquement des lettres, des espaces, des traits d’union ou des apostrophes (60 caractères au plus).';

async function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await userEvent.fill(textbox(name), value);
  }
}

const identity = {
  Prénom: 'Jeanne',
  Nom: 'Martin',
  'Adresse e-mail': 'jeanne.martin@example.org',
};

async function renderForm(type: ApplicationType) {
  await render(<ApplicationForm type={type} />, { wrapper: InFrench });
  await expect.element(heading()).toHaveTextContent('Vos coordonnées');
}

/** The form's fields, in order, by the label a screen reader reads (no "(obligatoire)" marker). */
function fieldNames() {
  return [...document.querySelectorAll<HTMLInputElement>('form input, form select')].map(
    (control) => {
      const label = control.labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
      label?.querySelectorAll('[aria-hidden="true"]').forEach((marker) => marker.remove());
      return label?.textContent?.trim();
    },
  );
}

beforeEach(() => {
  sent.bodies.length = 0;
  sent.answers.length = 0;
});

describe('ApplicationForm', () => {
  it('asks a patient for their details, address and measures, with no function', async () => {
    await renderForm('patient');
    expect(fieldNames()).toEqual(['Prénom', 'Nom', 'Adresse e-mail', 'Téléphone (facultatif)']);
    await fill(identity);
    await userEvent.click(next());

    await expect.element(heading()).toHaveTextContent('Votre adresse');
    await expect.element(textbox('Rue')).toBeVisible();
    expect(fieldNames()).toEqual([
      'Numéro (facultatif)',
      'Rue',
      'Code postal',
      'Ville',
      'Pays',
      'Je vis dans un établissement (maison de retraite, résidence…)',
    ]);
    // The establishment is asked only of a patient who lives in one, picked in the directory.
    await userEvent.click(page.getByText(/^Je vis dans un établissement/));
    await fill({
      Rue: 'rue des Lilas',
      'Code postal': '75011',
      Ville: 'Paris',
      'Nom ou ville de votre établissement': 'tilleuls',
    });
    await userEvent.click(next());
    // Typed but not picked: the step asks for the pick.
    await expect.element(heading()).toHaveTextContent('Votre adresse');
    const tilleuls = '5f0c8a1e-1111-4222-8333-444455556666';
    sent.answers.push(
      apiAnswer(200, {
        establishments: [
          { establishmentId: tilleuls, name: 'Résidence Les Tilleuls', town: 'Paris' },
        ],
      }),
    );
    await userEvent.click(page.getByRole('button', { name: 'Rechercher' }));
    await expect
      .element(page.getByText('1 établissement trouvé : choisissez le vôtre.'))
      .toBeVisible();
    await userEvent.click(page.getByText('Résidence Les Tilleuls, Paris', { exact: true }));
    await expect
      .element(page.getByRole('radio', { name: 'Résidence Les Tilleuls, Paris' }))
      .toBeChecked();
    await expect
      .element(page.getByRole('radio', { name: 'Mon établissement n’est pas dans la liste' }))
      .not.toBeChecked();
    await userEvent.click(next());

    await expect.element(heading()).toHaveTextContent('Vos mesures');
    expect(fieldNames()).toEqual([
      'Poids (kg)',
      'Taille (cm)',
      'Longueur de jambe (cm)',
      'Main gauche',
      'Main droite',
    ]);
    await expect.element(send()).toBeVisible();
    await expect.element(next()).not.toBeInTheDocument();
  });

  it('asks a rehabilitator for their profession and where they practise, not an address', async () => {
    await renderForm('reeducator');
    await expect.element(textbox('Votre profession')).toBeVisible();
    await fill({ ...identity, 'Votre profession': 'Kinésithérapeute' });
    await userEvent.click(next());

    await expect.element(heading()).toHaveTextContent('Votre lieu d’exercice');
    expect(fieldNames()).toEqual(['Code postal', 'Pays']);
    await expect.element(send()).toBeVisible();
  });

  it('asks a manager for their function, then the establishment’s name, type and address', async () => {
    await renderForm('establishment');
    await expect.element(textbox('Votre fonction')).toBeVisible();
    await fill({ ...identity, 'Votre fonction': 'Directrice' });
    await userEvent.click(next());

    await expect.element(heading()).toHaveTextContent('Votre établissement');
    expect(fieldNames()).toEqual([
      'Nom de l’établissement',
      'Type d’établissement',
      'Numéro (facultatif)',
      'Rue',
      'Code postal',
      'Ville',
      'Pays',
    ]);
    await expect.element(send()).toBeVisible();
  });

  it('stays on a step with a problem, says so and puts the focus on the first wrong field', async () => {
    await renderForm('patient');
    await fill({ Prénom: 'Jeanne', 'Adresse e-mail': 'jeanne' });
    await userEvent.click(next());

    await expect
      .element(
        page.getByRole('alert').filter({ hasText: 'Certaines informations sont à corriger.' }),
      )
      .toBeVisible();
    await expect.element(textbox('Nom')).toHaveFocus();
    await expect.element(page.getByText('Le nom doit être renseigné.')).toBeVisible();
    await expect.element(page.getByText('Adresse e-mail invalide.')).toBeVisible();
    await expect.element(heading()).toHaveTextContent('Vos coordonnées');
  });

  it('goes back a step with what was typed kept, the focus on the step’s heading', async () => {
    await renderForm('reeducator');
    await fill({ ...identity, 'Votre profession': 'Ergothérapeute' });
    await userEvent.click(next());
    await expect.element(heading()).toHaveTextContent('Votre lieu d’exercice');

    await userEvent.click(page.getByRole('button', { name: 'Précédent' }));
    await expect.element(heading()).toHaveTextContent('Vos coordonnées');
    await expect.element(heading()).toHaveFocus();
    await expect.element(textbox('Votre profession')).toHaveValue('Ergothérapeute');
  });

  it('sends the application on the last step and shows the availability answer', async () => {
    const availability: ApplicationAvailability = {
      applicationId: '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b',
      type: 'reeducator',
      available: false,
      outcome: 'waitlist',
      reasons: ['outside_service_area'],
    };
    sent.answers.push(apiAnswer(201, availability));
    await renderForm('reeducator');
    await fill({ ...identity, 'Votre profession': 'Kinésithérapeute' });
    await userEvent.click(next());
    await fill({ 'Code postal': '97400' });
    await userEvent.click(send());

    await expect.element(heading()).toHaveTextContent('Disponibilité');
    await expect
      .element(page.getByText('oxilio ne peut pas encore vous être proposé'))
      .toBeVisible();
    await expect
      .element(page.getByText('le service n’est pas encore proposé dans votre région'))
      .toBeVisible();
    await expect
      .element(page.getByText(/^Nous avons envoyé un lien à jeanne\.martin@example\.org\./))
      .toBeVisible();
    expect(sent.bodies).toEqual([
      {
        firstname: 'Jeanne',
        lastname: 'Martin',
        email: 'jeanne.martin@example.org',
        CountryCode: 'FR',
        PostalCode: '97400',
        locale: 'fr',
        function: 'Kinésithérapeute',
      },
    ]);
  });

  it('takes the person back to the step of a field the API refused', async () => {
    sent.answers.push(
      apiAnswer(400, {
        status: 400,
        code: 'invalid_information',
        errors: [{ field: 'body.function' }],
      }),
    );
    await renderForm('reeducator');
    await fill({ ...identity, 'Votre profession': '???' });
    await userEvent.click(next());
    await fill({ 'Code postal': '75011' });
    await userEvent.click(send());

    await expect.element(heading()).toHaveTextContent('Vos coordonnées');
    await expect.element(page.getByText('Cette valeur n’est pas acceptée.')).toBeVisible();
    await expect.element(textbox('Votre profession')).toHaveValue('???');
  });

  it('drops the server’s last error when the last step is sent again with a field left empty', async () => {
    sent.answers.push(apiAnswer(500, { status: 500, code: 'unexpected' }));
    await renderForm('reeducator');
    await fill({ ...identity, 'Votre profession': 'Kinésithérapeute' });
    await userEvent.click(next());
    await fill({ 'Code postal': '75011' });
    await userEvent.click(send());
    await expect.element(page.getByText(unexpected)).toBeVisible();

    await fill({ 'Code postal': '' });
    await userEvent.click(send());

    await expect
      .element(
        page.getByRole('alert').filter({ hasText: 'Certaines informations sont à corriger.' }),
      )
      .toBeVisible();
    await expect.element(page.getByText(unexpected)).not.toBeInTheDocument();
    expect(sent.bodies).toHaveLength(1);
  });

  it('drops the server’s last error once the person goes back, fixes it and moves on', async () => {
    sent.answers.push(apiAnswer(429, { status: 429, code: 'too_many_requests' }));
    await renderForm('reeducator');
    await fill({ ...identity, 'Votre profession': 'Kinésithérapeute' });
    await userEvent.click(next());
    await fill({ 'Code postal': '75011' });
    await userEvent.click(send());
    await expect.element(page.getByText(tooMany)).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Précédent' }));
    await fill({ 'Adresse e-mail': 'jeanne.martin@example.net' });
    await userEvent.click(next());

    await expect.element(heading()).toHaveTextContent('Votre lieu d’exercice');
    await expect.element(page.getByText(tooMany)).not.toBeInTheDocument();

    sent.answers.push(
      apiAnswer(201, {
        applicationId: '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b',
        type: 'reeducator',
        available: true,
        outcome: 'available',
        reasons: [],
      }),
    );
    await userEvent.click(send());
    await expect.element(heading()).toHaveTextContent('Disponibilité');
    expect(sent.bodies).toHaveLength(2);
  });

  it('refuses a first or last name that is not one, on the field, before sending', async () => {
    await renderForm('patient');
    await fill({ ...identity, Prénom: 'Gagnant! Réclamez votre prix sur evil.example' });
    await userEvent.click(next());

    await expect.element(heading()).toHaveTextContent('Vos coordonnées');
    await expect.element(page.getByText(nameRule)).toBeVisible();
    await expect.element(textbox('Prénom')).toHaveFocus();
    // Names as people write them pass.
    await fill({ Prénom: 'Jean-Pierre', Nom: 'N’Diaye' });
    await userEvent.click(next());
    await expect.element(heading()).toHaveTextContent('Votre adresse');
    expect(sent.bodies).toHaveLength(0);
  });

  it('shows the same "check your e-mail" step to everyone, with what a person with an account receives', async () => {
    sent.answers.push(
      apiAnswer(201, {
        applicationId: '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b',
        type: 'reeducator',
        available: true,
        outcome: 'available',
        reasons: [],
      }),
    );
    await renderForm('reeducator');
    await fill({ ...identity, 'Votre profession': 'Kinésithérapeute' });
    await userEvent.click(next());
    await fill({ 'Code postal': '75011' });
    await userEvent.click(send());

    await expect.element(heading()).toHaveTextContent('Disponibilité');
    await expect
      .element(page.getByText(/^Nous avons envoyé un lien à jeanne\.martin@example\.org\./))
      .toBeVisible();
    await expect
      .element(page.getByText(/^Vous avez déjà un compte oxilio avec cette adresse \?/))
      .toBeVisible();
  });
});
