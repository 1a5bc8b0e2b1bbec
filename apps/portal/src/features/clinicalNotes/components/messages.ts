import { defineMessages } from '../../../i18n/defineMessages';

/** A patient's clinical notes, for their care team (docs/decisions/clinical-notes.md). */
export const clinicalNotesMessages = defineMessages({
  title: { id: 'clinicalNotes.title', defaultMessage: 'Notes de l’équipe' },
  intro: {
    id: 'clinicalNotes.intro',
    defaultMessage:
      'Visibles par l’équipe de soins du patient : les rééducateurs qui le suivent et les responsables de son établissement. Une note n’est jamais effacée : une modification garde la version précédente.',
  },
  count: {
    id: 'clinicalNotes.count',
    defaultMessage: '{count, plural, =0 {Aucune note} one {# note} other {# notes}}',
  },
  filters: { id: 'clinicalNotes.filters', defaultMessage: 'Filtrer les notes' },
  author: { id: 'clinicalNotes.author', defaultMessage: 'Auteur' },
  allAuthors: { id: 'clinicalNotes.allAuthors', defaultMessage: 'Tous les auteurs' },
  period: { id: 'clinicalNotes.period', defaultMessage: 'Période' },
  clearFilters: { id: 'clinicalNotes.clearFilters', defaultMessage: 'Effacer les filtres' },
  emptyTitle: { id: 'clinicalNotes.emptyTitle', defaultMessage: 'Aucune note pour l’instant' },
  emptyBody: {
    id: 'clinicalNotes.emptyBody',
    defaultMessage: 'Les notes de l’équipe apparaîtront ici, la plus récente en premier.',
  },
  emptyFilteredTitle: {
    id: 'clinicalNotes.emptyFilteredTitle',
    defaultMessage: 'Aucune note ne correspond à ces filtres',
  },
  emptyFilteredBody: {
    id: 'clinicalNotes.emptyFilteredBody',
    defaultMessage: 'Choisissez un autre auteur ou une autre période, ou effacez les filtres.',
  },
  writeTitle: { id: 'clinicalNotes.writeTitle', defaultMessage: 'Nouvelle note' },
  noteLabel: { id: 'clinicalNotes.noteLabel', defaultMessage: 'Note' },
  noteHint: {
    id: 'clinicalNotes.noteHint',
    defaultMessage:
      'Datée d’aujourd’hui et signée de votre nom. Vous pourrez la modifier : la version précédente restera visible.',
  },
  save: { id: 'clinicalNotes.save', defaultMessage: 'Enregistrer la note' },
  textRequired: {
    id: 'clinicalNotes.textRequired',
    defaultMessage: 'Écrivez la note avant de l’enregistrer.',
  },
  textTooLong: {
    id: 'clinicalNotes.textTooLong',
    defaultMessage: 'La note dépasse {max, number} caractères : raccourcissez-la.',
  },
  written: { id: 'clinicalNotes.written', defaultMessage: 'Note enregistrée.' },
  writeFailed: {
    id: 'clinicalNotes.writeFailed',
    defaultMessage: 'La note n’a pas pu être enregistrée. Votre texte est conservé : réessayez.',
  },
  notAllowed: {
    id: 'clinicalNotes.notAllowed',
    defaultMessage: 'Vous ne faites plus partie de l’équipe de soins de ce patient.',
  },
  authorRole: {
    id: 'clinicalNotes.authorRole',
    defaultMessage: '{role, select, reeducator {Rééducation} other {Responsable}}',
  },
  unknownAuthor: { id: 'clinicalNotes.unknownAuthor', defaultMessage: 'Auteur non enregistré' },
  teamComment: {
    id: 'clinicalNotes.teamComment',
    defaultMessage: 'Note pour l’équipe (initialisation)',
  },
  writtenOn: { id: 'clinicalNotes.writtenOn', defaultMessage: 'Le {date} — {author}' },
  amendedOn: { id: 'clinicalNotes.amendedOn', defaultMessage: 'Modifiée le {date}' },
  earlierVersions: {
    id: 'clinicalNotes.earlierVersions',
    defaultMessage:
      '{count, plural, one {Voir la version précédente} other {Voir les # versions précédentes}}',
  },
  versionOf: {
    id: 'clinicalNotes.versionOf',
    defaultMessage: 'Version {version, number}, écrite le {date}',
  },
  amend: { id: 'clinicalNotes.amend', defaultMessage: 'Modifier' },
  amendLabel: { id: 'clinicalNotes.amendLabel', defaultMessage: 'Nouveau texte de la note' },
  amendHint: {
    id: 'clinicalNotes.amendHint',
    defaultMessage: 'Le texte actuel restera visible dans les versions précédentes.',
  },
  saveAmendment: {
    id: 'clinicalNotes.saveAmendment',
    defaultMessage: 'Enregistrer la modification',
  },
  cancel: { id: 'clinicalNotes.cancel', defaultMessage: 'Annuler' },
  amended: {
    id: 'clinicalNotes.amended',
    defaultMessage: 'Note modifiée ; la version précédente reste visible.',
  },
  unchanged: {
    id: 'clinicalNotes.unchanged',
    defaultMessage: 'Le texte est identique à la version actuelle.',
  },
  changedMeanwhile: {
    id: 'clinicalNotes.changedMeanwhile',
    defaultMessage: 'Cette note a changé entre-temps ou a été retirée : relisez-la.',
  },
  onlyAuthor: {
    id: 'clinicalNotes.onlyAuthor',
    defaultMessage: 'Seul l’auteur d’une note peut la modifier ou la retirer.',
  },
  changeFailed: {
    id: 'clinicalNotes.changeFailed',
    defaultMessage: 'La note n’a pas pu être changée. Réessayez.',
  },
  withdraw: { id: 'clinicalNotes.withdraw', defaultMessage: 'Retirer' },
  withdrawReason: { id: 'clinicalNotes.withdrawReason', defaultMessage: 'Motif du retrait' },
  withdrawHint: {
    id: 'clinicalNotes.withdrawHint',
    defaultMessage: 'La note restera visible par l’équipe, barrée, avec ce motif.',
  },
  confirmWithdraw: { id: 'clinicalNotes.confirmWithdraw', defaultMessage: 'Retirer la note' },
  reasonRequired: {
    id: 'clinicalNotes.reasonRequired',
    defaultMessage: 'Indiquez pourquoi la note est retirée.',
  },
  withdrawn: { id: 'clinicalNotes.withdrawn', defaultMessage: 'Note retirée.' },
  withdrawnBadge: { id: 'clinicalNotes.withdrawnBadge', defaultMessage: 'Retirée' },
  withdrawnOn: {
    id: 'clinicalNotes.withdrawnOn',
    defaultMessage: 'Retirée le {date} par {name}. Motif : {reason}',
  },
  myNotesTitle: {
    id: 'clinicalNotes.my.title',
    defaultMessage: 'Les notes de mon équipe de soins',
  },
  myNotesBody: {
    id: 'clinicalNotes.my.body',
    defaultMessage:
      'Vos rééducateurs et votre établissement écrivent des notes sur votre suivi. Vous pouvez en obtenir une copie complète, avec chaque version d’une note modifiée, pour la garder ou la montrer à votre médecin.',
  },
  myNotesDownload: { id: 'clinicalNotes.my.download', defaultMessage: 'Télécharger ma copie' },
  myNotesFailed: {
    id: 'clinicalNotes.my.failed',
    defaultMessage: 'La copie n’a pas pu être préparée. Réessayez dans un moment.',
  },
  exportFileName: {
    id: 'clinicalNotes.export.fileName',
    defaultMessage: 'notes-equipe-de-soins',
    description: 'The name of the downloaded file, without extension: no spaces, no accents',
  },
  exportHeading: {
    id: 'clinicalNotes.export.heading',
    defaultMessage: 'Notes de votre équipe de soins',
  },
  exportMade: {
    id: 'clinicalNotes.export.made',
    defaultMessage: 'Copie faite le {date} : {count}.',
  },
  exportWithdrawn: {
    id: 'clinicalNotes.export.withdrawn',
    defaultMessage: 'Note retirée le {date}. Motif : {reason}',
  },
});
