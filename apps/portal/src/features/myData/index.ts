/** The patient's whole record as a FHIR file, for their doctor. */
export { MyDataCard } from './components/MyDataCard';
export { myDataMessages } from './components/messages';
