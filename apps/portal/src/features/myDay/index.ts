/** "My day" (/dashboard): yesterday's results, today's objectives, stars, device use. */
export { YesterdayResults } from './components/YesterdayResults';
export { TodayObjectives } from './components/TodayObjectives';
export { StarsCard } from './components/StarsCard';
export { StarsSummary } from './components/StarsSummary';
export { UsageCard, usageKeys } from './components/UsageCard';
export { UsageDetail } from './components/UsageDetail';
export { FirstDay, NoDeviceWelcome } from './components/DayWelcome';
export { myDayMessages } from './messages';
