/** The patient's ranks and tags: names, the whole ladder, every tag earned or not. */
export { useAchievements } from './api/getAchievements';
export { rankName, tagName } from './motivationLabels';
export { RankLadder, RankOverview } from './components/RankLadder';
export { TagList } from './components/TagList';
