import { defineMessages } from '../../../i18n/defineMessages';

export const programsMessages = defineMessages({
  newProgram: { id: 'rehabilitator.programs.new', defaultMessage: 'Créer un programme' },
  mineEmptyTitle: {
    id: 'rehabilitator.programs.mine.emptyTitle',
    defaultMessage: 'Vous n’avez pas encore de programme.',
  },
  mineEmptyBody: {
    id: 'rehabilitator.programs.mine.emptyBody',
    defaultMessage:
      'Créez-en un à partir de la bibliothèque d’exercices, ou ajoutez un programme oxilio à vos programmes.',
  },
  productIntro: {
    id: 'rehabilitator.programs.product.intro',
    defaultMessage:
      'Programmes préparés par oxilio selon la capacité fonctionnelle et la pathologie. Ajoutez-les à vos programmes ou copiez-les pour les adapter.',
  },
  productEmpty: {
    id: 'rehabilitator.programs.product.empty',
    defaultMessage: 'Aucun programme oxilio n’est disponible pour le moment.',
  },
  exercisesIntro: {
    id: 'rehabilitator.programs.exercises.intro',
    defaultMessage:
      'Toute la bibliothèque d’exercices. Marquez ceux que vous aimez pour les retrouver en construisant un programme.',
  },
  exercisesEmpty: {
    id: 'rehabilitator.programs.exercises.empty',
    defaultMessage: 'La bibliothèque d’exercices est vide.',
  },
});
