/** The patient's evolution: the tabs' charts, the period and scale controls, the view in the URL. */
export { EvolutionTab } from './components/EvolutionTab';
export { EvolutionControls } from './components/EvolutionControls';
export { readViewParams, viewSearch } from './model/view';
