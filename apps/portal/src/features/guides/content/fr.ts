import type { GuideTexts } from '../guides';

/** Les guides en français (la langue source). */
export const guides: GuideTexts = {
  'getting-started': [
    {
      heading: 'Se connecter',
      steps: [
        'Ouvrez oxilio et saisissez votre adresse e-mail et votre mot de passe.',
        'Cochez « Se souvenir de moi » seulement sur votre appareil personnel.',
        'Mot de passe oublié ? Touchez « Mot de passe oublié ? » : un lien vous est envoyé par e-mail pour en choisir un nouveau.',
      ],
    },
    {
      heading: 'Ma journée',
      paragraphs: [
        'La page « Ma journée » montre vos résultats d’hier (pas, temps debout, distance…) à côté de vos objectifs, puis les objectifs d’aujourd’hui.',
        'Ces chiffres viennent de votre oxilio : portez-le chaque jour pour qu’ils soient à jour. Ils arrivent le lendemain.',
      ],
    },
    {
      heading: 'Les étoiles et les rangs',
      paragraphs: [
        'Chaque objectif atteint dans la journée vous rapporte une étoile. Chaque séance d’auto-rééducation terminée aussi, jusqu’à trois par jour.',
        'Les étoiles s’additionnent et vous font passer de rang en rang. Votre profil montre votre rang et ce qu’il reste pour atteindre le suivant.',
      ],
    },
    {
      heading: 'Mon évolution',
      paragraphs: [
        'Dans « Évolution », les graphiques montrent vos progrès jour après jour, par semaine ou par mois. Chaque graphique peut aussi se lire sous forme de tableau.',
      ],
    },
    {
      heading: 'Besoin d’aide ?',
      tips: [
        'Votre rééducateur fixe vos objectifs : parlez-lui d’un objectif trop facile ou trop difficile.',
        'Un souci avec votre oxilio ? Adressez-vous à votre établissement.',
        'Les textes et les boutons sont grands : vous pouvez aussi agrandir la page avec les touches Ctrl et +.',
      ],
    },
  ],
  'self-rehabilitation': [
    {
      heading: 'Avant de commencer',
      steps: [
        'Installez-vous dans un endroit dégagé, avec un appui stable à portée de main (une table, un accoudoir).',
        'Préparez le matériel indiqué pour la séance, par exemple une table ou un verre.',
        'Gardez de l’eau et votre téléphone près de vous.',
      ],
    },
    {
      heading: 'Lancer la séance',
      steps: [
        'Ouvrez « Auto-rééducation » : la séance du jour s’affiche, avec ses exercices, le matériel et sa durée estimée.',
        'Lancez la séance avec le bouton prévu à cet effet.',
        'Pour chaque exercice, suivez les consignes et le compte à rebours de chaque série. Un temps de repos est prévu entre les séries.',
      ],
    },
    {
      heading: 'Pendant la séance',
      tips: [
        'Vous pouvez faire une pause et reprendre à tout moment.',
        'Un exercice impossible aujourd’hui ? Passez-le : c’est prévu.',
        'Les exercices terminés sont enregistrés au fur et à mesure, même si la connexion se coupe.',
        'Si vous le souhaitez, écoutez un programme sonore (rythme de marche, respiration) depuis « Activités adaptées ».',
      ],
    },
    {
      heading: 'À la fin',
      paragraphs: [
        'Indiquez l’effort ressenti, de 1 (extrêmement facile) à 10 (effort maximal), puis votre douleur et la difficulté de la séance. Votre rééducateur s’en sert pour adapter votre programme.',
        'Une séance déjà faite peut être relancée le même jour.',
      ],
    },
    {
      heading: 'Votre sécurité d’abord',
      warning: true,
      tips: [
        'Arrêtez-vous en cas de douleur vive, de vertige, d’essoufflement inhabituel ou de douleur dans la poitrine, et prévenez un soignant.',
        'En cas d’urgence, appelez le 112.',
        'Ne faites debout que les exercices prévus debout, toujours avec l’oxilio ou un appui stable.',
      ],
    },
  ],
  'account-and-privacy': [
    {
      heading: 'Modifier mes informations',
      steps: [
        'Ouvrez « Profil », puis l’onglet « Compte ».',
        'Touchez « Modifier mes informations », corrigez ce qui doit l’être, puis « Enregistrer ».',
        'Si un champ est mal rempli, un message vous explique quoi corriger juste en dessous.',
      ],
      tips: [
        'Votre adresse e-mail sert à vous connecter : pour la changer, adressez-vous à votre établissement.',
      ],
    },
    {
      heading: 'Changer de mot de passe',
      steps: [
        'Dans « Compte », touchez « Recevoir le lien par e-mail ».',
        'Ouvrez l’e-mail reçu et suivez le lien : il n’est valable que peu de temps.',
        'Choisissez un mot de passe d’au moins 8 caractères, que vous n’utilisez nulle part ailleurs.',
      ],
    },
    {
      heading: 'Changer de langue',
      paragraphs: [
        'Choisissez la langue dans « Langue de l’application ». Elle est enregistrée sur votre compte et vous suit sur tous vos appareils.',
      ],
    },
    {
      heading: 'Qui consulte mes données ?',
      paragraphs: [
        'Seuls les professionnels qui vous suivent, votre rééducateur et la direction de votre établissement, peuvent voir vos données. Jamais les autres patients.',
        'La rubrique « Qui a consulté mes données » indique qui les a consultées ou modifiées, quoi et quand.',
      ],
    },
    {
      heading: 'Se déconnecter',
      paragraphs: ['Sur un appareil partagé, touchez « Se déconnecter » à la fin de votre visite.'],
    },
  ],
};
