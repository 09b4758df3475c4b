/** The error a LanClient request rejects with: a host error code, or a transport failure. */
import type { ErrorCode } from './errors';
import type { HostMessageOf } from './hostMessages';

export type ClientErrorCode = ErrorCode | 'disconnected' | 'timeout';

export class LanError extends Error {
  constructor(
    readonly code: ClientErrorCode, message: string, readonly reason?: string,
    /** A refused move's reason key and parameters, for the client to translate. */
    readonly why?: { reason: string; params?: Readonly<Record<string, string | number>> },
  ) {
    super(message);
    this.name = 'LanError';
  }
}

export function requestFailed(msg: HostMessageOf<'error'>): LanError {
  return new LanError(msg.code, msg.message, msg.reason, msg.why === undefined ? undefined : { reason: msg.why, params: msg.params });
}
