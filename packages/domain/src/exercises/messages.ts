/**
 * The name and the advice of each exercise of the library, as message descriptors (French source
 * text) with ids `domain.exercise.<id>.name` and `domain.exercise.<id>.advice`.
 * Look them up by exercise id with `exerciseNameMessage(id)` and `exerciseAdviceMessage(id)`.
 */
import { defineMessages, type MessageDescriptor } from '../i18n';

const seatedBraked = defineMessages({
  name2: { id: 'domain.exercise.2.name', defaultMessage: 'Pédalage des bras' },
  advice2: {
    id: 'domain.exercise.2.advice',
    defaultMessage:
      'Freinez le fauteuil, gardez le dos contre le dossier et faites tourner les bras comme sur un vélo, sans forcer.',
  },
  name3: { id: 'domain.exercise.3.name', defaultMessage: 'Marche sur place assis' },
  advice3: {
    id: 'domain.exercise.3.advice',
    defaultMessage:
      'Freinez le fauteuil et levez les genoux l’un après l’autre en gardant le dos droit.',
  },
  name4: { id: 'domain.exercise.4.name', defaultMessage: 'Extension du genou droit' },
  advice4: {
    id: 'domain.exercise.4.advice',
    defaultMessage:
      'Tendez la jambe droite sans verrouiller le genou, tenez deux secondes puis redescendez lentement.',
  },
  name5: { id: 'domain.exercise.5.name', defaultMessage: 'Extension du genou gauche' },
  advice5: {
    id: 'domain.exercise.5.advice',
    defaultMessage:
      'Tendez la jambe gauche sans verrouiller le genou, tenez deux secondes puis redescendez lentement.',
  },
  name6: { id: 'domain.exercise.6.name', defaultMessage: 'Relevés des pointes de pieds' },
  advice6: {
    id: 'domain.exercise.6.advice',
    defaultMessage:
      'Gardez les talons au sol, relevez les orteils vers vous puis reposez-les doucement.',
  },
  name7: { id: 'domain.exercise.7.name', defaultMessage: 'Élévation des talons assis' },
  advice7: {
    id: 'domain.exercise.7.advice',
    defaultMessage:
      'Gardez les pointes au sol, montez les talons le plus haut possible puis redescendez lentement.',
  },
  name8: { id: 'domain.exercise.8.name', defaultMessage: 'Écartement des genoux' },
  advice8: {
    id: 'domain.exercise.8.advice',
    defaultMessage:
      'Écartez les genoux contre la résistance de vos mains, sans décoller les pieds du sol.',
  },
  name9: { id: 'domain.exercise.9.name', defaultMessage: 'Serrage des genoux' },
  advice9: {
    id: 'domain.exercise.9.advice',
    defaultMessage:
      'Serrez un coussin entre les genoux pendant cinq secondes en continuant à respirer.',
  },
  name10: { id: 'domain.exercise.10.name', defaultMessage: 'Soulèvements sur les accoudoirs' },
  advice10: {
    id: 'domain.exercise.10.advice',
    defaultMessage:
      'Freinez le fauteuil, poussez sur les accoudoirs pour décoller les fesses et redescendez en douceur.',
  },
  name11: { id: 'domain.exercise.11.name', defaultMessage: 'Poussées des bras vers le haut' },
  advice11: {
    id: 'domain.exercise.11.advice',
    defaultMessage:
      'Poussez les bras vers le plafond sans hausser les épaules et redescendez en contrôlant le mouvement.',
  },
  name12: { id: 'domain.exercise.12.name', defaultMessage: 'Transferts du poids assis' },
  advice12: {
    id: 'domain.exercise.12.advice',
    defaultMessage:
      'Portez le poids d’une fesse sur l’autre en gardant les pieds à plat et le tronc droit.',
  },
  name13: {
    id: 'domain.exercise.13.name',
    defaultMessage: 'Atteintes assis dans toutes les directions',
  },
  advice13: {
    id: 'domain.exercise.13.advice',
    defaultMessage:
      'Penchez-vous seulement aussi loin que vous gardez l’équilibre, une main sur l’accoudoir si besoin.',
  },
  name14: { id: 'domain.exercise.14.name', defaultMessage: 'Rotation du tronc assis' },
  advice14: {
    id: 'domain.exercise.14.advice',
    defaultMessage:
      'Tournez les épaules d’un côté puis de l’autre en gardant le bassin immobile sur l’assise.',
  },
  name15: { id: 'domain.exercise.15.name', defaultMessage: 'Cercles des épaules' },
  advice15: {
    id: 'domain.exercise.15.advice',
    defaultMessage:
      'Faites de grands cercles lents avec les épaules, vers l’arrière puis vers l’avant.',
  },
  name16: { id: 'domain.exercise.16.name', defaultMessage: 'Étirement des ischio-jambiers assis' },
  advice16: {
    id: 'domain.exercise.16.advice',
    defaultMessage:
      'Tendez une jambe devant vous, talon au sol, et penchez le buste en avant dos droit, sans à-coups.',
  },
  name17: { id: 'domain.exercise.17.name', defaultMessage: 'Étirement des mollets assis' },
  advice17: {
    id: 'domain.exercise.17.advice',
    defaultMessage:
      'Talon au sol, tirez la pointe du pied vers vous et tenez l’étirement en respirant calmement.',
  },
  name18: { id: 'domain.exercise.18.name', defaultMessage: 'Prendre et reposer un verre' },
  advice18: {
    id: 'domain.exercise.18.advice',
    defaultMessage:
      'Freinez le fauteuil près de la table et saisissez le verre sans vous pencher excessivement.',
  },
  name19: { id: 'domain.exercise.19.name', defaultMessage: 'Ramasser un objet au sol' },
  advice19: {
    id: 'domain.exercise.19.advice',
    defaultMessage:
      'Freinez le fauteuil, écartez les pieds et penchez-vous en avant en vous tenant d’une main à l’accoudoir.',
  },
  name20: { id: 'domain.exercise.20.name', defaultMessage: 'Boxe assis' },
  advice20: {
    id: 'domain.exercise.20.advice',
    defaultMessage:
      'Freinez le fauteuil et lancez les poings en avant en alternance, sans tendre complètement les coudes.',
  },
});

const seatedMobileAndStandingBraked = defineMessages({
  name21: {
    id: 'domain.exercise.21.name',
    defaultMessage: 'Propulsion du fauteuil avec les pieds',
  },
  advice21: {
    id: 'domain.exercise.21.advice',
    defaultMessage: 'Avancez en tirant le sol avec les talons, sur un sol plat et dégagé.',
  },
  name22: { id: 'domain.exercise.22.name', defaultMessage: 'Propulsion du fauteuil avec les bras' },
  advice22: {
    id: 'domain.exercise.22.advice',
    defaultMessage:
      'Poussez les mains courantes par de longs mouvements réguliers, sans vous pencher en avant.',
  },
  name23: { id: 'domain.exercise.23.name', defaultMessage: 'Demi-tour en fauteuil' },
  advice23: {
    id: 'domain.exercise.23.advice',
    defaultMessage:
      'Faites demi-tour lentement dans un espace dégagé en regardant dans la direction du virage.',
  },
  name24: {
    id: 'domain.exercise.24.name',
    defaultMessage: 'Équilibre du tronc en fauteuil roulant',
  },
  advice24: {
    id: 'domain.exercise.24.advice',
    defaultMessage:
      'Gardez le dos droit sans vous tenir pendant qu’un accompagnant fait avancer doucement le fauteuil.',
  },
  name25: { id: 'domain.exercise.25.name', defaultMessage: 'S’approcher d’une table en fauteuil' },
  advice25: {
    id: 'domain.exercise.25.advice',
    defaultMessage:
      'Avancez jusqu’à la table, alignez le fauteuil puis freinez-le avant d’utiliser la table.',
  },
  name26: { id: 'domain.exercise.26.name', defaultMessage: 'Propulsion à reculons avec les pieds' },
  advice26: {
    id: 'domain.exercise.26.advice',
    defaultMessage:
      'Reculez en poussant sur les talons et tournez la tête pour vérifier que le passage est libre.',
  },
  name27: { id: 'domain.exercise.27.name', defaultMessage: 'Passage assis-debout' },
  advice27: {
    id: 'domain.exercise.27.advice',
    defaultMessage:
      'Vérifiez que l’oxilio est freiné, penchez le buste en avant et poussez sur les jambes pour vous lever.',
  },
  name28: { id: 'domain.exercise.28.name', defaultMessage: 'Tenir debout' },
  advice28: {
    id: 'domain.exercise.28.advice',
    defaultMessage:
      'Tenez-vous droit, le regard à l’horizon, et rasseyez-vous dès que vous sentez de la fatigue.',
  },
  name29: { id: 'domain.exercise.29.name', defaultMessage: 'Élévation des talons debout' },
  advice29: {
    id: 'domain.exercise.29.advice',
    defaultMessage:
      'Montez sur la pointe des pieds en vous tenant à l’oxilio, puis redescendez lentement.',
  },
  name30: { id: 'domain.exercise.30.name', defaultMessage: 'Montée du genou droit debout' },
  advice30: {
    id: 'domain.exercise.30.advice',
    defaultMessage:
      'Montez le genou droit vers la poitrine en gardant le dos droit et les mains sur l’oxilio.',
  },
  name31: { id: 'domain.exercise.31.name', defaultMessage: 'Montée du genou gauche debout' },
  advice31: {
    id: 'domain.exercise.31.advice',
    defaultMessage:
      'Montez le genou gauche vers la poitrine en gardant le dos droit et les mains sur l’oxilio.',
  },
  name32: { id: 'domain.exercise.32.name', defaultMessage: 'Écartement de la jambe droite debout' },
  advice32: {
    id: 'domain.exercise.32.advice',
    defaultMessage:
      'Écartez la jambe droite sur le côté, pointe du pied vers l’avant, sans pencher le buste.',
  },
  name33: { id: 'domain.exercise.33.name', defaultMessage: 'Écartement de la jambe gauche debout' },
  advice33: {
    id: 'domain.exercise.33.advice',
    defaultMessage:
      'Écartez la jambe gauche sur le côté, pointe du pied vers l’avant, sans pencher le buste.',
  },
  name34: { id: 'domain.exercise.34.name', defaultMessage: 'Mini-flexions des genoux' },
  advice34: {
    id: 'domain.exercise.34.advice',
    defaultMessage:
      'Pliez légèrement les genoux comme pour vous asseoir, sans dépasser la pointe des pieds, puis remontez.',
  },
  name35: { id: 'domain.exercise.35.name', defaultMessage: 'Flexion du genou droit debout' },
  advice35: {
    id: 'domain.exercise.35.advice',
    defaultMessage: 'Ramenez le talon droit vers la fesse en gardant les deux genoux côte à côte.',
  },
  name36: { id: 'domain.exercise.36.name', defaultMessage: 'Flexion du genou gauche debout' },
  advice36: {
    id: 'domain.exercise.36.advice',
    defaultMessage: 'Ramenez le talon gauche vers la fesse en gardant les deux genoux côte à côte.',
  },
  name37: { id: 'domain.exercise.37.name', defaultMessage: 'Marche sur place debout' },
  advice37: {
    id: 'domain.exercise.37.advice',
    defaultMessage:
      'Levez les pieds l’un après l’autre à un rythme régulier et arrêtez-vous en cas d’essoufflement.',
  },
  name38: { id: 'domain.exercise.38.name', defaultMessage: 'Transferts du poids sur les côtés' },
  advice38: {
    id: 'domain.exercise.38.advice',
    defaultMessage:
      'Portez lentement le poids du corps d’une jambe sur l’autre, sans lever les pieds.',
  },
  name39: {
    id: 'domain.exercise.39.name',
    defaultMessage: 'Transferts du poids d’avant en arrière',
  },
  advice39: {
    id: 'domain.exercise.39.advice',
    defaultMessage:
      'Basculez doucement le poids vers les orteils puis vers les talons, sans plier les hanches.',
  },
  name40: { id: 'domain.exercise.40.name', defaultMessage: 'Tenir debout en lâchant une main' },
  advice40: {
    id: 'domain.exercise.40.advice',
    defaultMessage:
      'Lâchez une main quelques secondes, l’autre restant sur l’oxilio, et reposez-la au moindre déséquilibre.',
  },
});

const standingAndWalking = defineMessages({
  name41: { id: 'domain.exercise.41.name', defaultMessage: 'Atteintes debout' },
  advice41: {
    id: 'domain.exercise.41.advice',
    defaultMessage:
      'Tendez le bras vers des objets posés sur la table sans déplacer les pieds, l’autre main sur l’oxilio.',
  },
  name42: { id: 'domain.exercise.42.name', defaultMessage: 'Boire un verre debout' },
  advice42: {
    id: 'domain.exercise.42.advice',
    defaultMessage:
      'Oxilio freiné près de la table, prenez le verre, portez-le à la bouche puis reposez-le doucement.',
  },
  name43: { id: 'domain.exercise.43.name', defaultMessage: 'Étirement des mollets debout' },
  advice43: {
    id: 'domain.exercise.43.advice',
    defaultMessage:
      'Reculez un pied, talon au sol, et penchez-vous légèrement en avant en vous tenant à l’oxilio.',
  },
  name44: { id: 'domain.exercise.44.name', defaultMessage: 'Étirement de l’avant des hanches' },
  advice44: {
    id: 'domain.exercise.44.advice',
    defaultMessage:
      'Reculez une jambe, serrez les fessiers et avancez doucement le bassin sans creuser le dos.',
  },
  name45: { id: 'domain.exercise.45.name', defaultMessage: 'Redressement du dos debout' },
  advice45: {
    id: 'domain.exercise.45.advice',
    defaultMessage:
      'Mains sur l’oxilio, grandissez-vous et ouvrez la poitrine sans basculer la tête en arrière.',
  },
  name46: { id: 'domain.exercise.46.name', defaultMessage: 'Rotation du buste debout' },
  advice46: {
    id: 'domain.exercise.46.advice',
    defaultMessage:
      'Tournez lentement le buste d’un côté puis de l’autre en gardant les pieds et le bassin fixes.',
  },
  name47: { id: 'domain.exercise.47.name', defaultMessage: 'Boxe debout' },
  advice47: {
    id: 'domain.exercise.47.advice',
    defaultMessage:
      'Gardez une main sur l’oxilio et lancez l’autre poing en avant, puis changez de bras.',
  },
  name48: { id: 'domain.exercise.48.name', defaultMessage: 'Marcher 3 mètres' },
  advice48: {
    id: 'domain.exercise.48.advice',
    defaultMessage: 'Marchez 3 mètres à votre rythme, puis freinez l’oxilio avant de vous asseoir.',
  },
  name49: { id: 'domain.exercise.49.name', defaultMessage: 'Marcher 10 mètres' },
  advice49: {
    id: 'domain.exercise.49.advice',
    defaultMessage: 'Marchez 10 mètres en ligne droite à un rythme confortable, sur un sol dégagé.',
  },
  name50: { id: 'domain.exercise.50.name', defaultMessage: 'Marche de 2 minutes' },
  advice50: {
    id: 'domain.exercise.50.advice',
    defaultMessage: 'Marchez sans vous presser et faites une pause en cas d’essoufflement.',
  },
  name51: { id: 'domain.exercise.51.name', defaultMessage: 'Marche continue de 5 minutes' },
  advice51: {
    id: 'domain.exercise.51.advice',
    defaultMessage:
      'Gardez une allure qui vous permet de parler et arrêtez-vous en cas de douleur ou de vertige.',
  },
  name52: { id: 'domain.exercise.52.name', defaultMessage: 'Marche en huit' },
  advice52: {
    id: 'domain.exercise.52.advice',
    defaultMessage:
      'Marchez en huit autour de deux repères espacés de 2 mètres, en faisant de larges virages.',
  },
  name53: { id: 'domain.exercise.53.name', defaultMessage: 'Marche avec obstacles' },
  advice53: {
    id: 'domain.exercise.53.advice',
    defaultMessage:
      'Levez bien les pieds pour enjamber des obstacles bas et stables, en regardant devant vous.',
  },
  name54: { id: 'domain.exercise.54.name', defaultMessage: 'Demi-tour en marchant' },
  advice54: {
    id: 'domain.exercise.54.advice',
    defaultMessage: 'Faites demi-tour par petits pas, sans pivoter sur un seul pied.',
  },
  name55: { id: 'domain.exercise.55.name', defaultMessage: 'Marche avec arrêts et départs' },
  advice55: {
    id: 'domain.exercise.55.advice',
    defaultMessage: 'Arrêtez-vous au signal puis repartez, en gardant les deux mains sur l’oxilio.',
  },
  name56: { id: 'domain.exercise.56.name', defaultMessage: 'Marche à reculons' },
  advice56: {
    id: 'domain.exercise.56.advice',
    defaultMessage: 'Reculez à petits pas dans un espace dégagé, en vérifiant derrière vous.',
  },
  name57: { id: 'domain.exercise.57.name', defaultMessage: 'Marche latérale' },
  advice57: {
    id: 'domain.exercise.57.advice',
    defaultMessage: 'Déplacez-vous sur le côté à petits pas, sans croiser les pieds.',
  },
  name58: { id: 'domain.exercise.58.name', defaultMessage: 'Marche en slalom' },
  advice58: {
    id: 'domain.exercise.58.advice',
    defaultMessage: 'Contournez les plots lentement en anticipant chaque virage.',
  },
  name59: { id: 'domain.exercise.59.name', defaultMessage: 'Marche rapide' },
  advice59: {
    id: 'domain.exercise.59.advice',
    defaultMessage:
      'Accélérez progressivement jusqu’à une allure soutenue, en gardant des pas réguliers.',
  },
  name60: { id: 'domain.exercise.60.name', defaultMessage: 'Marche en tournant la tête' },
  advice60: {
    id: 'domain.exercise.60.advice',
    defaultMessage:
      'Tournez la tête à droite puis à gauche en marchant, et ralentissez en cas de vertige.',
  },
});

const walkingExpertAndStretches = defineMessages({
  name61: {
    id: 'domain.exercise.61.name',
    defaultMessage: 'Marcher jusqu’à la table pour prendre un verre',
  },
  advice61: {
    id: 'domain.exercise.61.advice',
    defaultMessage: 'Freinez l’oxilio devant la table avant de prendre le verre.',
  },
  name62: { id: 'domain.exercise.62.name', defaultMessage: 'Marche à grands pas' },
  advice62: {
    id: 'domain.exercise.62.advice',
    defaultMessage:
      'Allongez le pas en posant d’abord le talon, comme pour enjamber une ligne au sol.',
  },
  name63: { id: 'domain.exercise.63.name', defaultMessage: 'Marche en rythme' },
  advice63: {
    id: 'domain.exercise.63.advice',
    defaultMessage:
      'Comptez vos pas à voix haute ou suivez une musique pour garder un rythme régulier.',
  },
  name64: {
    id: 'domain.exercise.64.name',
    defaultMessage: 'Passage assis-debout sans les mains (expert)',
  },
  advice64: {
    id: 'domain.exercise.64.advice',
    defaultMessage:
      'Oxilio freiné, croisez les bras sur la poitrine et levez-vous sans prendre d’élan.',
  },
  name65: { id: 'domain.exercise.65.name', defaultMessage: 'Élévation lente des talons (expert)' },
  advice65: {
    id: 'domain.exercise.65.advice',
    defaultMessage:
      'Montez sur la pointe des pieds en trois secondes, tenez, puis redescendez en trois secondes.',
  },
  name66: { id: 'domain.exercise.66.name', defaultMessage: 'Tenir debout sans les mains (expert)' },
  advice66: {
    id: 'domain.exercise.66.advice',
    defaultMessage:
      'Gardez les mains juste au-dessus de l’oxilio pour pouvoir vous rattraper à tout moment.',
  },
  name67: { id: 'domain.exercise.67.name', defaultMessage: 'Tenir sur la jambe droite (expert)' },
  advice67: {
    id: 'domain.exercise.67.advice',
    defaultMessage:
      'Levez le pied gauche de quelques centimètres et reposez-le dès que vous perdez l’équilibre.',
  },
  name68: { id: 'domain.exercise.68.name', defaultMessage: 'Tenir sur la jambe gauche (expert)' },
  advice68: {
    id: 'domain.exercise.68.advice',
    defaultMessage:
      'Levez le pied droit de quelques centimètres et reposez-le dès que vous perdez l’équilibre.',
  },
  name69: { id: 'domain.exercise.69.name', defaultMessage: 'Marche en huit rapide (expert)' },
  advice69: {
    id: 'domain.exercise.69.advice',
    defaultMessage: 'Accélérez dans les lignes droites et ralentissez dans les virages.',
  },
  name70: { id: 'domain.exercise.70.name', defaultMessage: 'Marche en double tâche (expert)' },
  advice70: {
    id: 'domain.exercise.70.advice',
    defaultMessage:
      'Marchez en comptant à rebours de trois en trois, et privilégiez la marche si vous hésitez.',
  },
  name71: { id: 'domain.exercise.71.name', defaultMessage: 'Pas en avant et retour (expert)' },
  advice71: {
    id: 'domain.exercise.71.advice',
    defaultMessage:
      'Oxilio freiné, faites un grand pas en avant, pliez légèrement les genoux puis revenez.',
  },
  name72: {
    id: 'domain.exercise.72.name',
    defaultMessage: 'Étirement des ischio-jambiers sur une chaise',
  },
  advice72: {
    id: 'domain.exercise.72.advice',
    defaultMessage:
      'Au bord d’une chaise stable, tendez une jambe et penchez-vous en avant dos droit.',
  },
  name73: { id: 'domain.exercise.73.name', defaultMessage: 'Étirement du haut du dos' },
  advice73: {
    id: 'domain.exercise.73.advice',
    defaultMessage:
      'Tendez les bras devant vous, mains jointes, et arrondissez le dos en rentrant le menton.',
  },
  name74: { id: 'domain.exercise.74.name', defaultMessage: 'Étirement du cou' },
  advice74: {
    id: 'domain.exercise.74.advice',
    defaultMessage:
      'Inclinez doucement la tête vers une épaule, sans hausser l’autre, et tenez en respirant.',
  },
  name75: { id: 'domain.exercise.75.name', defaultMessage: 'Étirement des poignets et des doigts' },
  advice75: {
    id: 'domain.exercise.75.advice',
    defaultMessage:
      'Ouvrez grand les mains puis fermez les poings lentement, sans jamais forcer jusqu’à la douleur.',
  },
});

const stretchesWithoutDeviceAndTests = defineMessages({
  name76: { id: 'domain.exercise.76.name', defaultMessage: 'Ouverture de la poitrine' },
  advice76: {
    id: 'domain.exercise.76.advice',
    defaultMessage: 'Joignez les mains derrière la tête et écartez les coudes en inspirant.',
  },
  name77: { id: 'domain.exercise.77.name', defaultMessage: 'Cercles des chevilles' },
  advice77: {
    id: 'domain.exercise.77.advice',
    defaultMessage: 'Dessinez des cercles lents avec chaque pied, dans un sens puis dans l’autre.',
  },
  name78: { id: 'domain.exercise.78.name', defaultMessage: 'Mouvements des bras en rythme' },
  advice78: {
    id: 'domain.exercise.78.advice',
    defaultMessage:
      'Sur une chaise stable, enchaînez les mouvements des bras en musique sans retenir votre souffle.',
  },
  name79: { id: 'domain.exercise.79.name', defaultMessage: 'Se lever d’une chaise' },
  advice79: {
    id: 'domain.exercise.79.advice',
    defaultMessage:
      'Chaise calée contre un mur et table devant vous, penchez le buste en avant puis levez-vous.',
  },
  name80: { id: 'domain.exercise.80.name', defaultMessage: 'Équilibre debout pieds rapprochés' },
  advice80: {
    id: 'domain.exercise.80.advice',
    defaultMessage:
      'Tenez-vous face à une table stable, pieds rapprochés, les mains prêtes à vous y rattraper.',
  },
  name81: { id: 'domain.exercise.81.name', defaultMessage: 'Test Timed Up and Go' },
  advice81: {
    id: 'domain.exercise.81.advice',
    defaultMessage:
      'Levez-vous, marchez 3 mètres, faites demi-tour et rasseyez-vous à votre allure habituelle, sans courir.',
  },
  name82: { id: 'domain.exercise.82.name', defaultMessage: 'Test de marche de 10 mètres' },
  advice82: {
    id: 'domain.exercise.82.advice',
    defaultMessage:
      'Marchez à votre vitesse habituelle, le temps étant mesuré sur les 6 mètres du milieu.',
  },
  name83: { id: 'domain.exercise.83.name', defaultMessage: 'Test de marche de 6 minutes' },
  advice83: {
    id: 'domain.exercise.83.advice',
    defaultMessage:
      'Marchez le plus loin possible en 6 minutes, en ralentissant ou en vous arrêtant si besoin.',
  },
  name84: {
    id: 'domain.exercise.84.name',
    defaultMessage: 'Test de lever de chaise en 30 secondes',
  },
  advice84: {
    id: 'domain.exercise.84.advice',
    defaultMessage:
      'Bras croisés sur la poitrine, levez-vous et rasseyez-vous autant de fois que possible en 30 secondes.',
  },
  name85: { id: 'domain.exercise.85.name', defaultMessage: 'Test d’atteinte fonctionnelle' },
  advice85: {
    id: 'domain.exercise.85.advice',
    defaultMessage:
      'Oxilio freiné, tendez le bras vers l’avant le plus loin possible sans déplacer les pieds.',
  },
  name86: { id: 'domain.exercise.86.name', defaultMessage: 'Test de marche de 2 minutes' },
  advice86: {
    id: 'domain.exercise.86.advice',
    defaultMessage:
      'Marchez le plus loin possible en 2 minutes, à une allure que vous pouvez tenir.',
  },
});

const exerciseMessages: Readonly<Record<string, MessageDescriptor>> = {
  ...seatedBraked,
  ...seatedMobileAndStandingBraked,
  ...standingAndWalking,
  ...walkingExpertAndStretches,
  ...stretchesWithoutDeviceAndTests,
};

/** The name of the exercise of this id, or undefined when the library has none. */
export function exerciseNameMessage(id: number): MessageDescriptor | undefined {
  return exerciseMessages[`name${id}`];
}

/** One sentence of practical advice for the exercise of this id, or undefined when none. */
export function exerciseAdviceMessage(id: number): MessageDescriptor | undefined {
  return exerciseMessages[`advice${id}`];
}
