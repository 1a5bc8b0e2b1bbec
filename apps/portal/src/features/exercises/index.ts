/** The exercise library: the list with its filters and likes, and how an exercise is shown. */
export { useExercises } from './api/getExercises';
export { ExerciseLibrary } from './components/ExerciseLibrary';
export { ExercisePicture, ExerciseSummary, useExerciseName } from './components/ExerciseSummary';
export { filterExercises, noExerciseFilters, type ExerciseFilters } from './filters';
