/** Clinical context of a patient's gait: walking speed bands, meaningful change, gait trends. */
export { WalkingSpeedPanel, type WalkingSpeedPanelProps } from './components/WalkingSpeedPanel';
export { GaitTrendList, type GaitTrendListProps } from './components/GaitTrendList';
export { clinicalMessages } from './components/messages';
