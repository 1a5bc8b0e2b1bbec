/** The patient's evolution: the tabs' charts, the period and scale controls, the view in the URL. */
export { EvolutionTab } from './components/EvolutionTab';
export { EvolutionControls } from './components/EvolutionControls';
export { readViewParams, viewSearch, type ViewParams } from './model/view';
export { evolutionStatsKey } from './api/getEvolutionStats';
export { statsKeysOf, evolutionTabs, type EvolutionTabName } from './components/tabs';
