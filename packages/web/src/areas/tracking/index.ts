// The tracking area's entry. Nothing of it is used by another area: its page is reached through
// routes.tsx (src/track.tsx); its server renderer (renderTrack.tsx) is a build entry of its own.
export {};
