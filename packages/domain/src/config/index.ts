// The config folder's public face: what other folders and packages may use (docs/decisions/038).
export { type PublicConfig, publicConfigSchema } from './publicConfig';
