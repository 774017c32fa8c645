import { describe, expect, it } from 'vitest';
import { htmlPageFor } from './pages';

describe('the page a navigation gets in the dev and preview servers', () => {
  it('is the landing entry at / and /landing, app.html for every other client route', () => {
    expect(htmlPageFor('/')).toBe('index.html');
    expect(htmlPageFor('/landing')).toBe('index.html');
    expect(htmlPageFor('/login')).toBe('login.html');
    expect(htmlPageFor('/login/')).toBe('login.html');
    expect(htmlPageFor('/track')).toBe('track.html');
    expect(htmlPageFor('/customers/edit/42')).toBe('app.html');
  });

  it('leaves files, the API and Vite’s own paths alone', () => {
    expect(htmlPageFor('/assets/app-abc.js')).toBeUndefined();
    expect(htmlPageFor('/api/public/config')).toBeUndefined();
    expect(htmlPageFor('/@vite/client')).toBeUndefined();
  });
});
