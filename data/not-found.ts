/**
 * The line the spec has the not-found page log, before the path the shopper tried
 * (components/errors/not-found-details.tsx). The bench has Lighthouse ignore it and the e2e console guard
 * allows it, so both read it here.
 */
export const NOT_FOUND_LOG_PREFIX = '404 Error: User attempted to access non-existent route:';
