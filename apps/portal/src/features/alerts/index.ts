/** The rehabilitator's alerts on their patients (pain rising, device use dropping). */
export { useAlerts, alertsKey } from './api/getAlerts';
export { useMarkAlertSeen } from './api/markAlertSeen';
export { AlertsPanel, useAlertText, type AlertsPanelProps } from './components/AlertsPanel';
