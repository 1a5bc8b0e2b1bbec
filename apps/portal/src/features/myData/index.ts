/** The patient's data for their doctor: the way to their readable summary, their FHIR file. */
export { MyDataCard, type MyDataCardProps } from './components/MyDataCard';
export { myDataMessages } from './components/messages';
