import { defineMessages } from '../../../i18n/defineMessages';

export const myDataMessages = defineMessages({
  title: { id: 'myData.title', defaultMessage: 'Mes données pour mon médecin' },
  summaryBody: {
    id: 'myData.summaryBody',
    defaultMessage:
      'Un résumé facile à lire de vos mesures, de vos objectifs, de vos tests et de vos séances sur la période de votre choix : à imprimer, à enregistrer en PDF ou à ouvrir dans un tableur (CSV).',
  },
  summaryLink: { id: 'myData.summaryLink', defaultMessage: 'Voir et imprimer mon résumé' },
  body: {
    id: 'myData.body',
    defaultMessage:
      'Tout ce que le service garde sur votre suivi (votre profil, votre appareil, vos objectifs, vos mesures de chaque jour et vos tests) dans un seul fichier au format FHIR, la norme des dossiers de santé : votre médecin ou un autre service peut le lire.',
  },
  download: { id: 'myData.download', defaultMessage: 'Télécharger mes données (FHIR)' },
  failed: {
    id: 'myData.failed',
    defaultMessage: 'Le fichier n’a pas pu être préparé. Réessayez dans un moment.',
  },
  fileName: {
    id: 'myData.fileName',
    defaultMessage: 'mes-donnees-oxilio',
    description: 'The name of the downloaded file, without extension: no spaces, no accents',
  },
});
