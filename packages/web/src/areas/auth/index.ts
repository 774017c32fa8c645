// The sign-in area's entry: the sign-in services the sign-in page's own entry (src/login.tsx)
// starts with. Its page is reached through routes.tsx.
export { createSignInServices } from './signIn';
