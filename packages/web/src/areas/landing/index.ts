// The landing area's entry: the contact links the tracking page shares. Its page is reached
// through routes.tsx; its server renderer (renderLanding.tsx) is a build entry of its own.
export { mailtoHref, telHref, whatsappHref } from './contactLinks';
