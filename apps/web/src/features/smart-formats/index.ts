// What the paste panels of FPT and Crime Check use: the stored formats.
export { SMART_PATHS, smartFormatApi } from './smartFormatApi';
