// The outbox (/outbox): one lazy chunk.
export { OutboxPage } from './OutboxPage';
