/** Bundles `entry` into `outfile` (ESM for Node 20) as the server's build does. */
export function bundle(options: { entry: string; outfile: string; sourcemap?: boolean }): Promise<unknown>;
