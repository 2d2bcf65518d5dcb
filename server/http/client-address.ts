// The client's address as Express read it (the socket, or X-Forwarded-For behind TRUST_PROXY), checked to be one.
import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * `req.ip`, or '' when it is not an IP address: Express copies whatever the forwarded header holds ("evil<script>",
 * "x y z"), and that free text must not reach the audit log or a rate-limit key. A zone id ("fe80::1%eth0") is
 * free text too.
 */
export function clientAddress(req: Request): string {
  const address = req.ip ?? req.socket?.remoteAddress ?? '';
  return isIP(address) && !address.includes('%') ? address : '';
}

/** The address for a rate limit: every unreadable one shares one key, so forging the header gains nothing. */
export const limitedAddress = (req: Request): string => clientAddress(req) || 'unknown';
