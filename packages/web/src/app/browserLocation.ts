/**
 * Full page loads: the sign-in page (login.html) and the back-office (app.html) are separate
 * pages, so going from one to the other leaves the current one. One object, so tests can
 * watch where the page would have gone (jsdom cannot navigate).
 */
export const browserLocation = {
  replace(url: string) {
    window.location.replace(url);
  },
  assign(url: string) {
    window.location.assign(url);
  },
};
