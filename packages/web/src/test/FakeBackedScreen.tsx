import { useState } from 'react';
import { type AppOnFakeBackendOptions, appOnFakeBackend } from './appOnFakeBackend';

/**
 * A back-office screen over the shared fake backend, for Storybook: built once per story, so a
 * re-render keeps its session, cache and fake data.
 */
export function FakeBackedScreen(props: AppOnFakeBackendOptions) {
  const [app] = useState(() => appOnFakeBackend(props));
  return app.element;
}

/** A route that never answers: the screen stays in its loading state. */
export const neverAnswers = () => new Promise<never>(() => {});
