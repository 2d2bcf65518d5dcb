export function psql(databaseUrl: string, sql: string): string;
export function recreateDatabase(serverUrl: string, name: string): string;
