/** Standardised tests (outcome measures): recording, results over time, the patient's view. */
export { useOutcomeResults, outcomeResultsKey } from './api/outcomeResults';
export { PatientOutcomeTests } from './components/PatientOutcomeTests';
export { MyOutcomeTests } from './components/MyOutcomeTests';
export { OutcomeResultForm, parseOutcomeValue } from './components/OutcomeResultForm';
export { useOutcomeText } from './components/useOutcomeText';
export { outcomeMessages } from './components/messages';
export { measureGroups } from './model/outcomeView';
export { OutcomeSynthesis } from './components/OutcomeSynthesis';
export { OutcomeReportTable, resultsInPeriod, useOutcomeCsvRows } from './components/OutcomeReport';
