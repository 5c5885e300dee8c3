export { RemoteSelect, type RemoteOption, type RemoteSelectProps } from './RemoteSelect';
