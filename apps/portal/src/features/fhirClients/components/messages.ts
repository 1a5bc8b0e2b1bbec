import { defineMessages } from '../../../i18n/defineMessages';

/** The texts of the health record systems' connections (prefix manager.fhirClients.*). */
export const fhirClientsMessages = defineMessages({
  title: {
    id: 'manager.fhirClients.title',
    defaultMessage: 'Connexions au dossier de santé (FHIR)',
  },
  intro: {
    id: 'manager.fhirClients.intro',
    defaultMessage:
      'Le logiciel de dossier patient de votre établissement (DPI) peut lire de lui-même les données de vos patients par l’interface FHIR. Chaque logiciel connecté s’identifie avec ses propres clés et ne lit que les données que vous choisissez, pour les seuls patients de votre établissement.',
  },
  empty: {
    id: 'manager.fhirClients.empty',
    defaultMessage: 'Aucun logiciel n’est connecté pour l’instant.',
  },
  failed: {
    id: 'manager.fhirClients.failed',
    defaultMessage: 'L’action n’a pas abouti. Réessayez dans un instant.',
  },
  // A registered system
  readable: { id: 'manager.fhirClients.readable', defaultMessage: 'Données :' },
  clientId: {
    id: 'manager.fhirClients.clientId',
    defaultMessage: 'Identifiant client (client_id)',
  },
  clientIdIs: {
    id: 'manager.fhirClients.clientIdIs',
    defaultMessage: 'Identifiant client (client_id) : {id}',
  },
  keysAtUrl: {
    id: 'manager.fhirClients.keysAtUrl',
    defaultMessage: 'Clés publiées à l’adresse {url}',
  },
  keysInline: {
    id: 'manager.fhirClients.keysInline',
    defaultMessage:
      '{count, plural, one {Clé enregistrée ici (kid : {kids})} other {# clés enregistrées ici (kid : {kids})}}',
  },
  registered: {
    id: 'manager.fhirClients.registered',
    defaultMessage: 'Connecté le {date} par {name}',
  },
  lastUsed: {
    id: 'manager.fhirClients.lastUsed',
    defaultMessage: 'Dernier accès : {date}',
  },
  neverUsed: {
    id: 'manager.fhirClients.neverUsed',
    defaultMessage: 'Pas encore utilisé',
  },
  revokedTitle: {
    id: 'manager.fhirClients.revokedTitle',
    defaultMessage: 'Connexions révoquées',
  },
  revokedIntro: {
    id: 'manager.fhirClients.revokedIntro',
    defaultMessage: 'Gardées pour l’historique : ces logiciels n’ont plus aucun accès.',
  },
  revokedOn: {
    id: 'manager.fhirClients.revokedOn',
    defaultMessage: 'Révoqué le {date}',
  },
  revokedBadge: { id: 'manager.fhirClients.revokedBadge', defaultMessage: 'Révoqué' },
  // The data a system may read
  scopeAll: { id: 'manager.fhirClients.scope.all', defaultMessage: 'Toutes les données' },
  scopeAllHint: {
    id: 'manager.fhirClients.scope.allHint',
    defaultMessage: 'Les données ci-dessous, et celles qui pourront s’y ajouter plus tard.',
  },
  scopePatient: { id: 'manager.fhirClients.scope.patient', defaultMessage: 'Patients' },
  scopeObservation: {
    id: 'manager.fhirClients.scope.observation',
    defaultMessage: 'Mesures quotidiennes et tests (Observation)',
  },
  scopeDevice: { id: 'manager.fhirClients.scope.device', defaultMessage: 'Appareils (Device)' },
  scopeGoal: { id: 'manager.fhirClients.scope.goal', defaultMessage: 'Objectifs (Goal)' },
  scopeOrganization: {
    id: 'manager.fhirClients.scope.organization',
    defaultMessage: 'Établissement (Organization)',
  },
  scopePractitioner: {
    id: 'manager.fhirClients.scope.practitioner',
    defaultMessage: 'Rééducateurs (Practitioner)',
  },
  scopeGroup: {
    id: 'manager.fhirClients.scope.group',
    defaultMessage: 'Liste des patients (Group)',
  },
  // Copying a value
  copy: { id: 'manager.fhirClients.copy', defaultMessage: 'Copier' },
  copied: { id: 'manager.fhirClients.copied', defaultMessage: 'Copié' },
  copiedSaid: {
    id: 'manager.fhirClients.copiedSaid',
    defaultMessage: 'Copié dans le presse-papiers : {label}.',
  },
  copyFailed: {
    id: 'manager.fhirClients.copyFailed',
    defaultMessage: 'La copie n’a pas fonctionné : le texte est sélectionné, copiez-le au clavier.',
  },
  // Revoking
  revoke: { id: 'manager.fhirClients.revoke', defaultMessage: 'Révoquer l’accès' },
  revokeTitle: {
    id: 'manager.fhirClients.revokeTitle',
    defaultMessage: 'Révoquer l’accès de « {name} » ?',
  },
  revokeBody: {
    id: 'manager.fhirClients.revokeBody',
    defaultMessage:
      'Le logiciel ne pourra plus obtenir de jeton d’accès, et ceux qu’il détient cessent aussitôt de fonctionner. Pour le reconnecter, il faudra l’enregistrer de nouveau.',
  },
  keep: { id: 'manager.fhirClients.keep', defaultMessage: 'Garder l’accès' },
  revoked: {
    id: 'manager.fhirClients.revoked',
    defaultMessage: 'L’accès de « {name} » est révoqué.',
  },
  // Connecting a system
  connect: { id: 'manager.fhirClients.connect', defaultMessage: 'Connecter un logiciel' },
  formIntro: {
    id: 'manager.fhirClients.formIntro',
    defaultMessage:
      'Renseignez ce que l’administrateur du logiciel vous a transmis. Il recevra en retour l’identifiant à configurer dans son logiciel.',
  },
  name: { id: 'manager.fhirClients.field.name', defaultMessage: 'Nom du logiciel' },
  nameHint: {
    id: 'manager.fhirClients.field.nameHint',
    defaultMessage: 'Pour le reconnaître dans cette liste, par exemple « DPI – site principal ».',
  },
  scopes: {
    id: 'manager.fhirClients.field.scopes',
    defaultMessage: 'Données que le logiciel pourra lire',
  },
  scopesHint: {
    id: 'manager.fhirClients.field.scopesHint',
    defaultMessage: 'Cochez seulement ce dont il a besoin.',
  },
  keySource: {
    id: 'manager.fhirClients.field.keySource',
    defaultMessage: 'Clés publiques du logiciel',
  },
  keySourceHint: {
    id: 'manager.fhirClients.field.keySourceHint',
    defaultMessage:
      'Le logiciel prouve son identité avec une clé privée qu’il garde secrète ; vous enregistrez ici la partie publique qui lui correspond.',
  },
  keySourceJwks: {
    id: 'manager.fhirClients.field.keySourceJwks',
    defaultMessage: 'Coller les clés (JWK Set)',
  },
  keySourceJwksHint: {
    id: 'manager.fhirClients.field.keySourceJwksHint',
    defaultMessage: 'Le texte JSON transmis par l’administrateur, avec sa liste « keys ».',
  },
  keySourceUrl: {
    id: 'manager.fhirClients.field.keySourceUrl',
    defaultMessage: 'Adresse où le logiciel publie ses clés (JWKS)',
  },
  keySourceUrlHint: {
    id: 'manager.fhirClients.field.keySourceUrlHint',
    defaultMessage: 'Le logiciel pourra y changer de clés sans nouvel enregistrement.',
  },
  jwks: { id: 'manager.fhirClients.field.jwks', defaultMessage: 'Clés publiques (JSON)' },
  jwksUrl: { id: 'manager.fhirClients.field.jwksUrl', defaultMessage: 'Adresse des clés (https)' },
  submit: { id: 'manager.fhirClients.submit', defaultMessage: 'Connecter le logiciel' },
  cancel: { id: 'manager.fhirClients.cancel', defaultMessage: 'Annuler' },
  fixErrors: {
    id: 'manager.fhirClients.fixErrors',
    defaultMessage: 'Corrigez les champs signalés.',
  },
  // The form's errors
  nameRequired: {
    id: 'manager.fhirClients.error.nameRequired',
    defaultMessage: 'Indiquez le nom du logiciel.',
  },
  nameTooLong: {
    id: 'manager.fhirClients.error.nameTooLong',
    defaultMessage: 'Le nom peut compter au plus {max} caractères.',
  },
  scopesRequired: {
    id: 'manager.fhirClients.error.scopesRequired',
    defaultMessage: 'Cochez au moins un type de données.',
  },
  jwksRequired: {
    id: 'manager.fhirClients.error.jwksRequired',
    defaultMessage: 'Collez les clés publiques du logiciel.',
  },
  jwksNotJson: {
    id: 'manager.fhirClients.error.jwksNotJson',
    defaultMessage:
      'Ce texte n’est pas du JSON valide. Collez-le en entier, de la première à la dernière accolade.',
  },
  jwksNoKeys: {
    id: 'manager.fhirClients.error.jwksNoKeys',
    defaultMessage:
      'Ce JSON ne contient pas de clés : il faut une liste « keys » d’au moins une clé publique.',
  },
  jwksTooMany: {
    id: 'manager.fhirClients.error.jwksTooMany',
    defaultMessage: 'Un logiciel peut enregistrer au plus {max} clés.',
  },
  jwksPrivate: {
    id: 'manager.fhirClients.error.jwksPrivate',
    defaultMessage:
      'Ce texte contient une clé privée : ne l’enregistrez pas. Demandez la partie publique seulement, et prévenez l’administrateur que cette clé privée doit être remplacée.',
  },
  jwksKidMissing: {
    id: 'manager.fhirClients.error.jwksKidMissing',
    defaultMessage: 'Chaque clé doit avoir son identifiant « kid ».',
  },
  urlRequired: {
    id: 'manager.fhirClients.error.urlRequired',
    defaultMessage: 'Indiquez l’adresse des clés.',
  },
  urlNotHttps: {
    id: 'manager.fhirClients.error.urlNotHttps',
    defaultMessage: 'L’adresse doit être complète et commencer par https://.',
  },
  notAccepted: {
    id: 'manager.fhirClients.error.notAccepted',
    defaultMessage: 'Cette valeur n’est pas acceptée.',
  },
  // Connected: what to give the system's administrator
  doneTitle: {
    id: 'manager.fhirClients.doneTitle',
    defaultMessage: '« {name} » est connecté',
  },
  doneIntro: {
    id: 'manager.fhirClients.doneIntro',
    defaultMessage: 'Transmettez ces informations à l’administrateur du logiciel :',
  },
  tokenUrl: {
    id: 'manager.fhirClients.tokenUrl',
    defaultMessage: 'Adresse des jetons (token endpoint)',
  },
  fhirBase: {
    id: 'manager.fhirClients.fhirBase',
    defaultMessage: 'Adresse de l’interface FHIR R4',
  },
  scopeValue: {
    id: 'manager.fhirClients.scopeValue',
    defaultMessage: 'Droits à demander (scope)',
  },
  doneHow: {
    id: 'manager.fhirClients.doneHow',
    defaultMessage:
      'Le logiciel s’y connecte selon SMART Backend Services : il demande un jeton en signant une assertion avec sa clé privée (RS384 ou ES384), puis lit les données autorisées. L’accès reste ouvert jusqu’à ce que vous le révoquiez ici.',
  },
  done: { id: 'manager.fhirClients.done', defaultMessage: 'Terminé' },
});
