/** The LAN protocol and client, shared by the host, the desktop app and the browser guest. */
export * from './protocol';
export * from './errors';
export * from './tableView';
export * from './clientMessages';
export * from './hostMessages';
export * from './clientState';
export * from './clientErrors';
export * from './socket';
export * from './browserSocket';
export * from './address';
export * from './sanitize';
export { LanClient, type LanClientOptions, type ReconnectPolicy } from './client';
export * from './api';
