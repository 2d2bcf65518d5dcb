// Calls to the member's own account endpoints under /api/auth (two-factor, re-authentication, password, sessions).

export type TwoFactorStatus = {
  enrolled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
  reauthenticated: boolean;
};
export type Enrolment = { secret: string; otpauthUri: string; qrCode: string };
export type StaffSession = {
  id: string;
  device: string;
  userAgent: string;
  ip: string;
  signedInAt: string | null;
  lastSeenAt: string;
  current: boolean;
};

/** A failed call, with the server's message (shown to staff as is) and status. */
export class AccountApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function accountApi<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    let message = 'Something went wrong, please try again';
    try {
      const parsed = (await response.json()) as { error?: unknown };
      if (typeof parsed.error === 'string' && parsed.error) message = parsed.error;
    } catch {
      // not JSON: keep the general message
    }
    throw new AccountApiError(message, response.status);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}
