export { RemoteSelect, type RemoteOption } from './RemoteSelect';
