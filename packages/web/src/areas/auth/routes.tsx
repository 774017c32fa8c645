// The sign-in page (login.html, src/login.tsx).
export { LoginPage } from './LoginPage';
