// Routers for the API: paths match exactly as spelt. Express otherwise ignores letter case and a trailing slash, so
// `/applicants/EXPORT.CSV` reached the export route while the access rules read the path as written (issue 36).
import express, { type Router } from 'express';

export const createApiRouter = (): Router => express.Router({ caseSensitive: true, strict: true });
