// The session folder's public face: what other folders and packages may use (docs/decisions/038).
export { isLoggedIn, type LogoutInput, sessionMachine } from './sessionMachine';
