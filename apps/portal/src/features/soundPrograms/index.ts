/** The sound programs (GET SoundPrograms) and their player. */
export { SoundProgramList } from './components/SoundProgramList';
