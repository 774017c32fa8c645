// The public order tracking page (/track): its own entry (src/track.tsx).

export { startTrack } from './startTrack';
export { TrackPage } from './TrackPage';
