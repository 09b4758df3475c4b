/** The error a LanClient request rejects with: a host error code, or a transport failure. */
import type { ErrorCode } from './errors';
import type { HostMessageOf } from './hostMessages';

export type ClientErrorCode = ErrorCode | 'disconnected' | 'timeout';

export class LanError extends Error {
  constructor(readonly code: ClientErrorCode, message: string, readonly reason?: string) {
    super(message);
    this.name = 'LanError';
  }
}

export function requestFailed(msg: HostMessageOf<'error'>): LanError {
  return new LanError(msg.code, msg.message, msg.reason);
}
