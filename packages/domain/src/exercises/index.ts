// The exercise library: 85 exercises (ids 2 to 86) and their name and advice messages.
export { exerciseById, exerciseCatalogue, exerciseIds, type Exercise } from './catalogue';
export { exerciseAdviceMessage, exerciseNameMessage } from './messages';
