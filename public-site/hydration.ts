// What the server hands to the browser: the loaders' data and route errors, as JSON in a non-executable script tag.
import { isRouteErrorResponse } from 'react-router-dom';

export const HYDRATION_SCRIPT_ID = 'site-data';

export type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

export type HydrationPayload = {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
};

export function serializeErrors(errors: Record<string, unknown> | null): HydrationPayload['errors'] {
  if (!errors) return null;
  const serialized: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    serialized[routeId] = isRouteErrorResponse(error)
      ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data }
      : // The message stays generic: server internals are not for visitors.
        { kind: 'error', message: 'Unexpected server error' };
  }
  return serialized;
}

/** Revives errors into what useRouteError() returned on the server (isRouteErrorResponse checks the shape). */
export function reviveErrors(errors: HydrationPayload['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const revived: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    revived[routeId] =
      error.kind === 'response'
        ? { status: error.status, statusText: error.statusText, data: error.data, internal: false }
        : new Error(error.message);
  }
  return revived;
}

/** JSON safe inside <script>: no "</script>" or HTML comment can end the tag early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
