/** The sessions of the day and their player (self-rehabilitation and supervised programs). */
export { currentSessionKey, useCurrentSession } from './api/getCurrentSession';
export { rehabilitatorsKey, useFollowedByRehabilitator } from './api/getRehabilitators';
export { SessionOfTheDay, SessionStatusBadge } from './components/SessionOfTheDay';
export { SessionPlayerScreen } from './components/SessionPlayerScreen';
export { PendingResults } from './components/PendingResults';
export { RealtimeIndicator } from './components/RealtimeIndicator';
export { sessionMessages } from './messages';
export { PlayerClockContext } from './player/clock';
