export const SERVER_ENTRY: string;
export function buildsExist(): boolean;
export function ensureBuilds(): void;
