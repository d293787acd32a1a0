export const SERVER_ENTRY: string;
export const SERVER_NODE_ARGS: string[];
export function buildsExist(): boolean;
export function ensureBuilds(): void;
