/**
 * Where a patient whom no establishment follows stands with their registration request, on My day
 * (DashboardPage.tsx): a part loaded apart, with its texts, for the few patients who see it
 * (app/WhenNear.tsx), not with the day every patient loads.
 */
export { RegistrationDayNotice } from '../../../features/registrations';
