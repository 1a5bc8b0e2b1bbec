import { defineMessages } from '../../i18n/defineMessages';

/** The self-rehabilitation screen: the session of the day and the realtime indicator. */
export const sessionMessages = defineMessages({
  todayTitle: {
    id: 'portal.selfRehabilitation.today.title',
    defaultMessage: 'Votre séance du jour',
  },
  noSessionTitle: {
    id: 'portal.selfRehabilitation.none.title',
    defaultMessage: 'Pas de séance aujourd’hui',
  },
  noSessionBody: {
    id: 'portal.selfRehabilitation.none.body',
    defaultMessage:
      'Votre rééducateur ne vous a pas encore proposé de programme d’auto-rééducation. Dès qu’il l’aura fait, votre séance du jour apparaîtra ici.',
  },
  statusReady: { id: 'portal.selfRehabilitation.status.ready', defaultMessage: 'À faire' },
  statusInProgress: {
    id: 'portal.selfRehabilitation.status.started',
    defaultMessage: 'En cours',
  },
  statusDone: {
    id: 'portal.selfRehabilitation.status.done',
    defaultMessage: 'Terminée à {time}',
  },
  attempt: {
    id: 'portal.selfRehabilitation.attempt',
    defaultMessage: '{attempt, selectordinal, one {#re} other {#e}} séance du jour',
  },
  duration: { id: 'portal.selfRehabilitation.duration', defaultMessage: 'Durée estimée' },
  equipment: { id: 'portal.selfRehabilitation.equipment', defaultMessage: 'Matériel' },
  noEquipment: {
    id: 'portal.selfRehabilitation.equipment.none',
    defaultMessage: 'Aucun matériel en plus de l’oxilio',
  },
  exercises: {
    id: 'portal.selfRehabilitation.exercises',
    defaultMessage: '{count, plural, one {# exercice} other {# exercices}}',
  },
  exerciseDose: {
    id: 'portal.selfRehabilitation.exercise.dose',
    defaultMessage:
      '{count, plural, one {# série} other {# séries}} de {duration}{rest, select, none {} other {, {rest} de repos entre les séries}}',
  },
  launch: { id: 'portal.selfRehabilitation.launch', defaultMessage: 'Commencer la séance' },
  resume: { id: 'portal.selfRehabilitation.resume', defaultMessage: 'Reprendre la séance' },
  relaunch: { id: 'portal.selfRehabilitation.relaunch', defaultMessage: 'Refaire la séance' },
  relaunchFailed: {
    id: 'portal.selfRehabilitation.relaunch.failed',
    defaultMessage: 'La séance n’a pas pu être relancée. Vérifiez votre connexion puis réessayez.',
  },
  doneBody: {
    id: 'portal.selfRehabilitation.done.body',
    defaultMessage:
      'Bravo, votre séance du jour est faite. Vous pouvez la refaire si vous le souhaitez.',
  },
  doneNoRelaunch: {
    id: 'portal.selfRehabilitation.done.noRelaunch',
    defaultMessage: 'Bravo, votre séance du jour est faite. À demain !',
  },
  notCounted: {
    id: 'portal.selfRehabilitation.notCounted',
    defaultMessage:
      '{reason, select, nothingDone {Aucun exercice n’a été fait en entier : cette séance ne compte ni dans vos séances ni dans vos étoiles.} other {Moins de la moitié de la séance a été faite : elle ne compte ni dans vos séances ni dans vos étoiles.}}',
  },
  redoHint: {
    id: 'portal.selfRehabilitation.redoHint',
    defaultMessage: 'Vous pouvez la refaire si vous le souhaitez.',
  },
  supervisedTitle: {
    id: 'portal.selfRehabilitation.supervised.title',
    defaultMessage: 'Votre programme avec votre rééducateur',
  },
  supervisedBody: {
    id: 'portal.selfRehabilitation.supervised.body',
    defaultMessage: 'Revoyez les exercices de « {program} » avant ou après votre séance encadrée.',
  },
  supervisedLink: {
    id: 'portal.selfRehabilitation.supervised.link',
    defaultMessage: 'Voir les exercices',
  },
  realtimeOn: {
    id: 'portal.selfRehabilitation.realtime.on',
    defaultMessage: 'Temps réel activé',
  },
  realtimeOnBody: {
    id: 'portal.selfRehabilitation.realtime.on.body',
    defaultMessage: 'Vos résultats sont envoyés à votre rééducateur au fur et à mesure.',
  },
  realtimeOffline: {
    id: 'portal.selfRehabilitation.realtime.offline',
    defaultMessage: 'Hors connexion',
  },
  realtimeOffBody: {
    id: 'portal.selfRehabilitation.realtime.off.body',
    defaultMessage:
      'Pas de connexion pour le moment : vos résultats sont gardés sur cet appareil et envoyés dès le retour de la connexion.',
  },
  realtimeOfflineFollowedBody: {
    id: 'portal.selfRehabilitation.realtime.offline.followed.body',
    defaultMessage:
      'Pas de connexion pour le moment : vos résultats sont gardés sur cet appareil et envoyés à votre rééducateur dès le retour de la connexion.',
  },
  realtimeOfflineNotFollowedBody: {
    id: 'portal.selfRehabilitation.realtime.offline.notFollowed.body',
    defaultMessage:
      'Pas de connexion pour le moment : vos résultats sont gardés sur cet appareil et enregistrés dans votre dossier dès le retour de la connexion. Aucun rééducateur ne vous suit encore : celui qui vous suivra les verra.',
  },
  realtimeNotFollowed: {
    id: 'portal.selfRehabilitation.realtime.notFollowed',
    defaultMessage: 'Pas encore de rééducateur',
  },
  realtimeNotFollowedBody: {
    id: 'portal.selfRehabilitation.realtime.notFollowed.body',
    defaultMessage:
      'Vos résultats sont enregistrés dans votre dossier au fur et à mesure. Aucun rééducateur ne vous suit encore : celui qui vous suivra les verra.',
  },
  realtimeConnected: {
    id: 'portal.selfRehabilitation.realtime.connected',
    defaultMessage: 'Connecté',
  },
  realtimeConnectedBody: {
    id: 'portal.selfRehabilitation.realtime.connected.body',
    defaultMessage: 'Vos résultats sont enregistrés au fur et à mesure.',
  },
  pendingTitle: {
    id: 'portal.selfRehabilitation.pending.title',
    defaultMessage:
      '{count, plural, one {# résultat attend d’être envoyé} other {# résultats attendent d’être envoyés}}',
  },
  pendingBody: {
    id: 'portal.selfRehabilitation.pending.body',
    defaultMessage:
      'Ils sont gardés sur cet appareil et partiront dès que la connexion le permettra. Ne vous déconnectez pas d’ici là.',
  },
  pendingStep: {
    id: 'portal.selfRehabilitation.pending.step',
    defaultMessage: 'Exercice {position} : {name} ({duration})',
  },
  pendingReview: {
    id: 'portal.selfRehabilitation.pending.review',
    defaultMessage: 'Votre avis sur la séance',
  },
  pendingSending: {
    id: 'portal.selfRehabilitation.pending.sending',
    defaultMessage: 'Envoi en cours…',
  },
  sendNow: {
    id: 'portal.selfRehabilitation.pending.sendNow',
    defaultMessage: 'Envoyer maintenant',
  },
  rejected: {
    id: 'portal.selfRehabilitation.pending.rejected',
    defaultMessage:
      '{count, plural, one {# résultat n’a pas été accepté} other {# résultats n’ont pas été acceptés}} par le service (la séance avait peut-être déjà été terminée ailleurs).',
  },
  back: { id: 'portal.selfRehabilitation.back', defaultMessage: 'Retour à ma séance du jour' },
});

/** The session player. */
export const playerMessages = defineMessages({
  progress: {
    id: 'portal.player.progress',
    defaultMessage: 'Exercice {current} sur {total}',
  },
  progressLabel: {
    id: 'portal.player.progress.label',
    defaultMessage: 'Avancement de la séance',
  },
  leave: { id: 'portal.player.leave', defaultMessage: 'Quitter la séance' },
  leaveHint: {
    id: 'portal.player.leave.hint',
    defaultMessage: 'Les exercices faits sont gardés : vous reprendrez où vous en étiez.',
  },
  instructions: { id: 'portal.player.instructions', defaultMessage: 'Consignes' },
  theme: { id: 'portal.player.theme', defaultMessage: 'Thème : {theme}' },
  position: { id: 'portal.player.position', defaultMessage: 'Position' },
  bodyPart: { id: 'portal.player.bodyPart', defaultMessage: 'Partie du corps' },
  equipment: { id: 'portal.player.equipment', defaultMessage: 'Matériel' },
  series: { id: 'portal.player.series', defaultMessage: 'Séries' },
  start: { id: 'portal.player.start', defaultMessage: 'Commencer l’exercice' },
  pause: { id: 'portal.player.pause', defaultMessage: 'Pause' },
  resume: { id: 'portal.player.resume', defaultMessage: 'Reprendre' },
  skipRest: { id: 'portal.player.skipRest', defaultMessage: 'Passer le repos' },
  skipExercise: { id: 'portal.player.skipExercise', defaultMessage: 'Passer l’exercice' },
  seriesOf: {
    id: 'portal.player.seriesOf',
    defaultMessage: 'Série {series} sur {count}',
  },
  restBefore: {
    id: 'portal.player.restBefore',
    defaultMessage: 'Repos avant la série {series}',
  },
  effortTitle: { id: 'portal.player.effort.title', defaultMessage: 'Exercice terminé' },
  effortQuestion: {
    id: 'portal.player.effort.question',
    defaultMessage: 'Quel effort vous a demandé cet exercice ?',
  },
  effortHint: {
    id: 'portal.player.effort.hint',
    defaultMessage: 'De 1 (extrêmement facile) à 10 (effort maximal).',
  },
  effortSave: { id: 'portal.player.effort.save', defaultMessage: 'Valider et continuer' },
  effortSkip: { id: 'portal.player.effort.skip', defaultMessage: 'Passer la question' },
  reviewTitle: {
    id: 'portal.player.review.title',
    defaultMessage: 'Tous les exercices sont faits, bravo !',
  },
  reviewTitleEnd: {
    id: 'portal.player.review.titleEnd',
    defaultMessage: 'Fin des exercices',
  },
  reviewIntro: {
    id: 'portal.player.review.intro',
    defaultMessage: 'Deux questions pour votre rééducateur, puis la séance est terminée.',
  },
  painQuestion: {
    id: 'portal.player.review.pain',
    defaultMessage: 'Avez-vous eu mal pendant la séance ?',
  },
  painMissing: {
    id: 'portal.player.review.pain.missing',
    defaultMessage: 'Choisissez une réponse : « Pas de douleur » si vous n’avez pas eu mal.',
  },
  difficultyQuestion: {
    id: 'portal.player.review.difficulty',
    defaultMessage: 'Comment avez-vous trouvé la séance ?',
  },
  difficultyMissing: {
    id: 'portal.player.review.difficulty.missing',
    defaultMessage: 'Indiquez la difficulté de la séance.',
  },
  reviewSend: { id: 'portal.player.review.send', defaultMessage: 'Terminer la séance' },
  finishedTitle: { id: 'portal.player.finished.title', defaultMessage: 'Séance terminée' },
  finishedBody: {
    id: 'portal.player.finished.body',
    defaultMessage: 'Merci ! Votre séance et votre avis sont enregistrés.',
  },
  finishedWaiting: {
    id: 'portal.player.finished.waiting',
    defaultMessage:
      'Merci ! Votre séance est gardée sur cet appareil : elle sera envoyée dès le retour de la connexion.',
  },
  noSessionTitle: {
    id: 'portal.player.none.title',
    defaultMessage: 'Pas de séance à lancer',
  },
  noSupervisedBody: {
    id: 'portal.player.none.supervised',
    defaultMessage: 'Aucun programme encadré ne vous est attribué pour le moment.',
  },
  announceExercise: {
    id: 'portal.player.announce.exercise',
    defaultMessage: 'Exercice {current} sur {total} : {name}',
  },
  announceSeries: {
    id: 'portal.player.announce.series',
    defaultMessage: 'Série {series} sur {count} : {duration}',
  },
  announceRest: {
    id: 'portal.player.announce.rest',
    defaultMessage: 'Repos : {duration}',
  },
  announceHalfway: {
    id: 'portal.player.announce.halfway',
    defaultMessage: 'Mi-parcours, encore {duration}',
  },
  announceLastSeconds: {
    id: 'portal.player.announce.lastSeconds',
    defaultMessage: 'Encore {duration}',
  },
  announcePaused: { id: 'portal.player.announce.paused', defaultMessage: 'En pause' },
  announceResumed: { id: 'portal.player.announce.resumed', defaultMessage: 'Reprise' },
  seconds: {
    id: 'portal.player.seconds',
    defaultMessage: '{count, plural, one {# seconde} other {# secondes}}',
  },
  minutes: {
    id: 'portal.player.minutes',
    defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
  },
  videoUnavailable: {
    id: 'portal.player.video.unavailable',
    defaultMessage: 'Pas de vidéo pour cet exercice : suivez le dessin et les consignes.',
  },
});

/** Noting one's own result after a clinical test played in the session (optional). */
export const testResultMessages = defineMessages({
  title: { id: 'portal.player.testResult.title', defaultMessage: 'Noter mon résultat' },
  intro: {
    id: 'portal.player.testResult.intro',
    defaultMessage:
      'Facultatif. Si vous avez mesuré ce test, notez votre résultat : votre rééducateur le verra, marqué « mesuré par le patient », à part des tests faits avec lui.',
  },
  label: { id: 'portal.player.testResult.label', defaultMessage: 'Mon résultat ({unit})' },
  hintTimedUpAndGo: {
    id: 'portal.player.testResult.hint.timedUpAndGo',
    defaultMessage:
      'Le temps en secondes entre le moment où vous vous levez et celui où vous êtes rassis, par exemple 14,5.',
  },
  hintTenMetreWalkComfortable: {
    id: 'portal.player.testResult.hint.tenMetreWalkComfortable',
    defaultMessage:
      'Votre vitesse en mètres par seconde : divisez 6 par votre temps en secondes sur les 6 mètres du milieu. Par exemple, 6 mètres en 7,5 secondes : 0,8.',
  },
  hintSixMinuteWalk: {
    id: 'portal.player.testResult.hint.sixMinuteWalk',
    defaultMessage: 'La distance parcourue en 6 minutes, en mètres, par exemple 320.',
  },
  hintOther: {
    id: 'portal.player.testResult.hint.other',
    defaultMessage: 'Votre résultat en {unit}.',
  },
  save: { id: 'portal.player.testResult.save', defaultMessage: 'Enregistrer mon résultat' },
  skip: { id: 'portal.player.testResult.skip', defaultMessage: 'Passer' },
  next: { id: 'portal.player.testResult.next', defaultMessage: 'Continuer la séance' },
  saved: {
    id: 'portal.player.testResult.saved',
    defaultMessage: 'Résultat noté : {value}. Vous le retrouverez dans « Mes tests ».',
  },
  conflict: {
    id: 'portal.player.testResult.conflict',
    defaultMessage:
      'Ce résultat ne peut plus être noté : il l’est déjà pour cette séance, ou la séance est trop ancienne.',
  },
});
