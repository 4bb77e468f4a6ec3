// How the order page's panels run a command on the order (and report it); the page owns the request and its state.
export type Run = (action: string, body?: unknown, method?: 'POST' | 'DELETE', done?: string) => Promise<boolean>;
