/** A patient's clinical notes for their care team: list, filters, write, amend, withdraw. */
export { useClinicalNotes, clinicalNotesKey } from './api/getClinicalNotes';
export { ClinicalNotesSection } from './components/ClinicalNotesSection';
export { clinicalNotesMessages } from './components/messages';
export { MyNotesCopyCard } from './components/MyNotesCopyCard';
