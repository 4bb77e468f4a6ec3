// @fastify/rate-limit's own stores, which it ships without types; rate-limits.ts puts them behind one store.
declare module '@fastify/rate-limit/store/*.js' {
  type Result = { current: number; ttl: number };
  class Store {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]);
    incr(key: string, cb: (err: Error | null, res: Result | null) => void, timeWindow: number, max: number): void;
    read(key: string, cb: (err: Error | null, res: Result | null) => void, timeWindow: number, max: number): void;
    child(routeOptions: Record<string, unknown>): Store;
  }
  export default Store;
}
