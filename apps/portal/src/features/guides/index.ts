/** The user guides for patients: their list, their texts per language, printable. */
export { GuidesCard } from './components/GuidesCard';
export { GuideArticle } from './components/GuideArticle';
export { guideTitles, guideSummaries, isGuideId, type GuideId } from './guides';
