/**
 * What a Streamable HTTP handler runs per request (POST, GET, the sessions):
 * one module that lazy-exchange.ts loads on the handler's first request, so
 * that importing the runtime (a stdio server) does not load it.
 */
export { handlePost } from './handle-post.js';
export { handleGet } from './handle-get.js';
export { HttpSession } from '../http-session.js';
