// The dashboard's entry. Nothing of it is used by another area: its page is reached through
// routes.tsx.
export {};
