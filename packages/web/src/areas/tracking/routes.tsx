// The public order tracking page (/track): its own entry (src/track.tsx).
export { TrackPage } from './TrackPage';
